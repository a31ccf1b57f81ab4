import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { authHeaders, signIn } from './pages/session';
import { TournamentScreen } from './pages/tournament';

test.describe.configure({ timeout: 90_000 });

test('an organiser imports entries from a CSV: the preview names the faulty row, the confirm enters the valid ones (es, 1280 px, then a 375 px check)', async ({ page, context, baseURL }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(context, baseURL ?? '', 'organizador');
  const headers = await authHeaders(context);
  const tag = Date.now().toString(36);
  const created = await page.request.post('/api/valid', { headers, data: { name: `Importación ${tag}`, sportId: 1, modalityId: 1, startDate: '2027-05-01', endDate: '2027-05-02' } });
  expect(created.status()).toBe(201);
  const validId = ((await created.json()) as { data: { id: number } }).data.id;

  await page.goto(`/torneos/${validId}/inscripciones`);
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog');
  const csv = `\uFEFFNombre;Apellidos;Fecha de nacimiento;Género\nNora;Import${tag};03/04/2001;F\nOmar;Import${tag};05/06/2002;M\nPía;Import${tag};31/02/2001;F\n`;
  await dialog.getByLabel('Archivo CSV').setInputFiles({ name: 'inscritos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(dialog.getByLabel('O pega las filas')).toHaveValue(/Nora;Import/);
  await dialog.getByRole('button', { name: 'Ver vista previa' }).click();
  await expect(dialog.getByTestId('import-counts')).toHaveText('Filas: 3 · válidas: 2 (0 personas existentes, 2 nuevas) · con problemas: 1');
  const faulty = dialog.locator('tr[data-status="skip"]');
  await expect(faulty).toHaveCount(1);
  await expect(faulty).toContainText('4');
  await expect(faulty).toContainText('Fecha de nacimiento: Fecha no válida: usa DD/MM/AAAA o AAAA-MM-DD');
  // Nothing in the dialog reaches past its edge.
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('import-preview-es-1280.png') });
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await dialog.getByRole('button', { name: 'Inscribir 2 filas válidas' }).click();
  await expect(page.getByText('Listo: 2 inscritos, 2 personas nuevas.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const screen = new TournamentScreen(page);
  await expect(screen.entries.filter({ hasText: `Import${tag}` })).toHaveCount(2);
  await expect(screen.entries.filter({ hasText: 'Pía' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('import-done-es-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Descargar' }).click();
  const csvLink = page.getByRole('menuitem', { name: 'CSV' });
  await expect(csvLink).toHaveAttribute('href', `/api/export/entries/${validId}?format=csv&locale=es`);
  const file = await page.request.get(`/api/export/entries/${validId}?format=csv&locale=es`);
  expect(file.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect((await file.text()).match(new RegExp(`Import${tag}`, 'g'))).toHaveLength(2);
  await page.keyboard.press('Escape');

  // Someone not in the community yet is created from the inscription box and entered.
  await screen.typeahead.getByRole('combobox').fill(`Zaida Nueva${tag}`);
  await screen.typeahead.getByTestId('typeahead-create').click();
  const quick = page.getByRole('dialog');
  await expect(quick.getByLabel('Nombre', { exact: true })).toHaveValue('Zaida');
  await expect(quick.getByLabel('Apellidos')).toHaveValue(`Nueva${tag}`);
  await quick.getByLabel('Género').selectOption({ label: 'Femenino' });
  await quick.getByRole('button', { name: 'Crear e inscribir' }).click();
  await expect(screen.entries.filter({ hasText: `Zaida Nueva${tag}` })).toHaveCount(1);

  // On a phone the dialog and its preview fit the screen, and rows can be pasted.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Importar' }).click();
  await dialog.getByLabel('O pega las filas').fill(`nombre\tapellidos\nQuique\tImport${tag}\nNora\tImport${tag}\n`);
  await dialog.getByRole('button', { name: 'Ver vista previa' }).click();
  await expect(dialog.getByTestId('import-counts')).toContainText('con problemas: 1');
  await expect(dialog.locator('tr[data-status="skip"]')).toContainText('Ya está inscrito en este torneo');
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Inscribir 1 fila válida' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('import-preview-es-375.png') });
});
