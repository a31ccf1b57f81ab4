import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createPlayablePhase, drawPhase } from './pages/competition-api';
import { authHeaders, signIn } from './pages/session';

test('an organiser adds a corner to a match, sees it in the timeline and removes it; the head-to-head opens', async ({ page, context, baseURL, request }) => {
  await signIn(context, baseURL ?? '', 'organizador');
  const headers = await authHeaders(context);
  const { phaseId } = await createPlayablePhase(request, headers, { name: `Incidencias ${Date.now().toString(36)}`, entries: 4 });
  await drawPhase(request, headers, phaseId);
  const matches = ((await (await request.get(`/api/match?phaseId=${phaseId}`)).json()) as { data: Array<{ id: number }> }).data;
  await page.goto(`/juegos/${matches[0]?.id ?? 0}`);

  const form = page.getByRole('form', { name: 'Agregar incidencia' });
  await form.getByLabel('Tipo').selectOption({ label: 'Tiro de esquina' });
  await form.getByRole('button', { name: 'Agregar' }).click();
  // Minute and side are required for a corner: refused in place, nothing sent.
  await expect(form.getByText('Este campo es obligatorio').first()).toBeVisible();
  await form.getByLabel('Minuto').fill('12');
  await form.getByLabel('Lado').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByText('Incidencia agregada: Tiro de esquina')).toBeVisible();
  const event = page.getByTestId('match-event');
  await expect(event).toHaveCount(1);
  await expect(event).toContainText("12'");
  await expect(event.locator('[data-event-icon="corner"]')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await event.getByRole('button', { name: /Eliminar/ }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(event).toHaveCount(0);

  await page.getByTestId('open-head-to-head').first().click();
  await expect(page.getByTestId('head-to-head-totals')).toContainText('Empates: 0');
});
