import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiHeadersOf, signIn } from './pages/session';
import { TournamentEditScreen } from './pages/tournament-edit';

interface Envelope<T> {
  data: T;
}
interface ValidSummary {
  id: number;
  name: string;
  createdByAccountId: number;
  entryCount: number;
  phaseCount: number;
}
interface ValidDetail extends ValidSummary {
  version: number;
  phases: { id: number; name: string; formatId: number; statusId: number }[];
}

async function read<T>(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await request.get(path, { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/** The header's date range as the page writes it (the same Intl options, plain spaces around the dash). */
const range = (locale: string, start: string, end: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .formatRange(new Date(`${start}T12:00:00Z`), new Date(`${end}T12:00:00Z`))
    .replace(/[\u00a0\u2009\u202f]/g, ' ');

test('an organiser (es, 1280 px) edits a tournament’s name, dates and a phase’s format, a visitor sees them, and a stale save from a second tab shows the current values', async ({ page, context, browser, baseURL, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const headers = await apiHeadersOf(baseURL ?? '', 'organizador');
  const suffix = Date.now().toString(36);
  const created = await request.post('/api/valid', {
    headers,
    data: { name: `Abierto de Otoño ${suffix}`, sportId: 1, modalityId: 1, startDate: '2028-05-06', endDate: '2028-05-07', phases: [{ name: 'Grupos', formatId: 1 }, { name: 'Final', formatId: 2 }] },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as Envelope<{ id: number }>).data.id;
  await signIn(context, baseURL ?? '', 'organizador');

  const screen = new TournamentEditScreen(page, 'es');
  await screen.open(id, 'info');
  await screen.openEdit();
  const name = `Abierto de Invierno ${suffix}`;
  await screen.fillEdit({ name, start: '2028-11-18', end: '2028-11-19' });
  await screen.saveEdit();
  await expect(screen.editForm).toBeHidden();
  await expect(page.getByTestId('tournament-name')).toHaveText(name);

  await screen.showSection('Fases');
  await expect(screen.phases.nth(1)).toHaveAttribute('data-format-id', '2');
  await screen.makeGroups(1);
  await expect(screen.phases.nth(1)).toHaveAttribute('data-format-id', '1');

  // A visitor reads the new values from the public page.
  const visitor = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const visitorPage = await visitor.newPage();
  const visitorScreen = new TournamentEditScreen(visitorPage, 'es');
  await visitorScreen.open(id, 'phases');
  await expect(visitorPage.getByTestId('tournament-name')).toHaveText(name);
  await expect(visitorPage.locator('main header')).toContainText(range('es', '2028-11-18', '2028-11-19'));
  await expect(visitorScreen.phases).toHaveCount(2);
  await expect(visitorScreen.phases.nth(1)).toHaveAttribute('data-format-id', '1');
  await expect(visitorPage.getByTestId('edit-tournament')).toHaveCount(0);
  await expect(visitorPage.getByTestId('phase-controls')).toHaveCount(0);
  await visitor.close();

  // Two tabs open the dialog on the same version; the second save finds the first one's values.
  const second = await context.newPage();
  const secondScreen = new TournamentEditScreen(second, 'es');
  await secondScreen.open(id, 'info');
  await secondScreen.openEdit();
  // A tab in the background gets no animation frames, so each tab comes to the front before it is used.
  await page.bringToFront();
  await screen.openEdit();
  const first = `Abierto de Primavera ${suffix}`;
  await screen.fillEdit({ name: first });
  await screen.saveEdit();
  await expect(page.getByTestId('tournament-name')).toHaveText(first);
  await second.bringToFront();
  await secondScreen.fillEdit({ name: `Abierto de Verano ${suffix}` });
  await secondScreen.saveEdit();
  await expect(secondScreen.stale).toBeVisible();
  await expect(secondScreen.editForm.getByLabel('Nombre del torneo')).toHaveValue(first);
  expect((await read<ValidDetail>(request, `/api/valid/${id}`)).name).toBe(first);
});

test('an organiser (en, 375 px) clones a finished demo tournament and lands on the copy with its phases and no entries', async ({ page, context, baseURL, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const headers = await apiHeadersOf(baseURL ?? '', 'organizador');
  const account = Number(headers['x-account-id']);
  const finished = await read<{ items: ValidSummary[] }>(request, '/api/valid?statusId=3&size=50', headers);
  const source = finished.items.find((item) => item.createdByAccountId === account && item.phaseCount > 0 && item.entryCount > 0);
  if (!source) throw new Error('the demo has no finished tournament of the organiser with phases and entries');
  const phases = (await read<ValidDetail>(request, `/api/valid/${source.id}`)).phases.map((phase) => phase.name);
  await signIn(context, baseURL ?? '', 'organizador');

  const screen = new TournamentEditScreen(page, 'en');
  await screen.open(source.id, 'info');
  const name = `Same as last year ${Date.now().toString(36)}`;
  await screen.clone({ name, start: '2029-03-03', end: '2029-03-04' });
  await expect(page).toHaveURL(/\/en\/tournaments\/\d+\/phases$/);
  const id = Number(new URL(page.url()).pathname.split('/').at(-2));
  expect(id).not.toBe(source.id);
  await expect(page.getByTestId('tournament-name')).toHaveText(name);
  await expect(page.locator('main header').getByTestId('status-badge')).toHaveText('Not started');
  await expect(screen.phases).toHaveCount(phases.length);
  for (const [index, phaseName] of phases.entries()) await expect(screen.phases.nth(index)).toContainText(phaseName);
  await page.goto(`/en/tournaments/${id}/participants`);
  await expect(page.getByTestId('entries-count')).toContainText(/^0 /);
  const clone = await read<ValidDetail>(request, `/api/valid/${id}`);
  expect(clone).toMatchObject({ name, entryCount: 0, phaseCount: phases.length });
  expect(clone.phases.every((phase) => phase.statusId === 1)).toBe(true);
});
