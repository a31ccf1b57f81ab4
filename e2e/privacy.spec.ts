import { expect, test } from '@playwright/test';
import { authHeaders, signIn } from './pages/session';

test('a player’s address and birth date reach the owning account, never a visitor', async ({ page, context, baseURL, browser }) => {
  await signIn(context, baseURL ?? '', 'organizador');
  const headers = await authHeaders(context);
  const lastName = `Privada${Date.now().toString(36)}`;
  const created = await page.request.post('/api/person/players', {
    headers,
    data: { firstName: 'Elena', lastName, birthDate: '1999-08-21', address: { street: 'Carrera 45 #10-20', city: 'Cali' } },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };

  await page.goto(`/jugadores/${data.id}`);
  await expect(page.getByTestId('person-facts')).toContainText('Carrera 45 #10-20');
  await expect(page.getByTestId('person-facts')).toContainText('1999');

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/jugadores/${data.id}`);
  await expect(visitorPage.locator('main h1')).toHaveText(`Elena ${lastName}`);
  await expect(visitorPage.locator('main')).not.toContainText('Carrera 45');
  await expect(visitorPage.locator('main')).not.toContainText('1999');
  const api = await visitorPage.request.get(`/api/person/players/${data.id}`);
  expect(((await api.json()) as { data: { birthDate: unknown; address: unknown } }).data).toMatchObject({ birthDate: null, address: null });
  await visitor.close();
});
