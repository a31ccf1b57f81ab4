import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './pages/session';
import { TournamentScreen } from './pages/tournament';
import { WizardScreen } from './pages/wizard';

const LETTERS = ['a', 'e', 'i', 'o', 'u', 'r', 'n', 'l', 's', 'm', 'd', 'g'];

test.describe.configure({ timeout: 120_000 });

test('an organiser creates a tournament with groups then knockout, enters and seeds 12 players, starts it, and a visitor sees it read-only', async ({ page, context, baseURL, browser }) => {
  await signIn(context, baseURL ?? '', 'organizador');
  const name = `Abierto de Primavera ${Date.now().toString(36)}`;
  const wizard = new WizardScreen(page, 'es');
  await wizard.open();
  await wizard.fillBasics(name);
  await wizard.fillSchedule('2027-03-06', '2027-03-07', '2027-03-01');
  await wizard.choosePreset('groupsKnockout');
  await wizard.create();
  await expect(page).toHaveURL(/\/torneos\/\d+\/inscripciones$/);
  const id = Number(new URL(page.url()).pathname.split('/').at(-2));
  const screen = new TournamentScreen(page);
  await expect(screen.badge).toHaveText('No iniciado');

  for (const letter of LETTERS) await screen.addFirstCandidate(letter);
  await expect(page.getByTestId('entries-count')).toHaveText('12 de 16');

  // Seeds by moving: the last entry goes to the top and everyone is numbered in list order.
  const last = screen.entries.last();
  const lastPerson = await last.getAttribute('data-person-id');
  for (let step = 0; step < 11; step += 1) {
    await page.locator(`[data-testid="entry"][data-person-id="${lastPerson}"]`).getByRole('button', { name: /^Subir/ }).click();
    await expect(screen.entries.nth(10 - step)).toHaveAttribute('data-person-id', lastPerson ?? '');
  }
  await expect(screen.entries.first()).toHaveAttribute('data-person-id', lastPerson ?? '');
  const stored = await page.request.get(`/api/inscribed/${id}`);
  const seeds = ((await stored.json()) as { data: { items: Array<{ personId: number; seed: number | null }> } }).data.items;
  expect(seeds.find((entry) => String(entry.personId) === lastPerson)?.seed).toBe(1);
  expect(seeds.map((entry) => entry.seed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

  await screen.actions.getByRole('button', { name: 'Iniciar' }).click();
  await expect(screen.badge).toHaveText('Iniciado');
  await expect(screen.actions.getByRole('button', { name: 'Pausar' })).toBeVisible();
  await expect(screen.actions.getByRole('button', { name: 'Iniciar' })).toHaveCount(0);
  await expect(screen.typeahead).toHaveCount(0);

  // A visitor: the list shows it with its badge, and the page has no edit control.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/torneos?status=2&q=${encodeURIComponent(name)}`);
  const card = visitorPage.getByTestId('tournament-card').filter({ hasText: name });
  await expect(card.getByTestId('status-badge')).toHaveText('Iniciado');
  await card.getByRole('link', { name }).click();
  const visitorScreen = new TournamentScreen(visitorPage);
  await expect(visitorScreen.name).toHaveText(name);
  await expect(visitorScreen.actions).toHaveCount(0);
  await visitorPage.goto(`/torneos/${id}/inscripciones`);
  await expect(visitorScreen.entries).toHaveCount(12);
  await expect(visitorScreen.typeahead).toHaveCount(0);
  await expect(visitorPage.getByRole('button', { name: /^Quitar/ })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page: visitorPage }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await visitor.close();
});

test('the tournaments list in English on a phone: filters in the address, cards with badges, no edit control for visitors', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en/tournaments');
  await expect(page.getByTestId('tournament-card').first()).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Finished' });
  await expect(page).toHaveURL(/status=3/);
  const cards = page.getByTestId('tournament-card');
  // The previous page stays on screen while the filtered one loads: wait until every badge says so.
  await expect.poll(async () => [...new Set(await cards.getByTestId('status-badge').allTextContents())]).toEqual(['Finished']);
  await page.screenshot({ path: testInfo.outputPath('tournaments-en-375.png'), fullPage: true });
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/tournaments\/\d+\/info$/);
  await expect(page.getByTestId('tournament-facts')).toContainText('Sport');
  await expect(page.getByTestId('valid-status-actions')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('tournament-en-375.png'), fullPage: true });
});
