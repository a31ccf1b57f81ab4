import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './pages/session';
import { TournamentScreen } from './pages/tournament';
import { WizardScreen } from './pages/wizard';
import { chooseStatus, expectStatusOffered } from './pages/status-actions';

const LETTERS = ['a', 'e', 'i', 'o', 'u', 'r', 'n', 'l', 's', 'm', 'd', 'g'];

test.describe.configure({ timeout: 120_000 });

const FLOWS = [
  { locale: 'es', width: 1280, list: '/torneos', inscriptions: (id: number) => `/torneos/${id}/inscripciones`, url: /\/torneos\/\d+\/inscripciones$/, notStarted: 'No iniciado', started: 'Iniciado', count: '12 de 16', up: /^Subir/, remove: /^Quitar/, start: 'Iniciar', pause: 'Pausar' },
  { locale: 'en', width: 375, list: '/en/tournaments', inscriptions: (id: number) => `/en/tournaments/${id}/inscriptions`, url: /\/en\/tournaments\/\d+\/inscriptions$/, notStarted: 'Not started', started: 'Started', count: '12 of 16', up: /^Move .* up$/, remove: /^Remove/, start: 'Start', pause: 'Pause' },
] as const;

for (const flow of FLOWS) {
  test(`an organiser (${flow.locale}, ${flow.width} px) creates a tournament with groups then knockout, enters and seeds 12 players, starts it, and a visitor sees it read-only`, async ({ page, context, baseURL, browser }, testInfo) => {
    await page.setViewportSize({ width: flow.width, height: 900 });
    await signIn(context, baseURL ?? '', 'organizador');
    const name = `Abierto de Primavera ${flow.locale} ${Date.now().toString(36)}`;
    const wizard = new WizardScreen(page, flow.locale);
    await wizard.open();
    // Men and women enter by letter below, whatever gender the wizard proposes from the day's ranking tables.
    await wizard.fillBasics(name, { mixed: true });
    await wizard.fillSchedule('2027-03-06', '2027-03-07', '2027-03-01');
    await wizard.choosePreset('groupsKnockout');
    await wizard.create();
    await expect(page).toHaveURL(flow.url);
    const id = Number(new URL(page.url()).pathname.split('/').at(-2));
    const screen = new TournamentScreen(page);
    await expect(screen.badge).toHaveText(flow.notStarted);

    for (const letter of LETTERS) await screen.addFirstCandidate(letter);
    await expect(page.getByTestId('entries-count')).toHaveText(flow.count);

    // Seeds by moving: the last entry goes to the top and everyone is numbered in list order.
    const lastPerson = await screen.entries.last().getAttribute('data-person-id');
    for (let step = 0; step < 11; step += 1) {
      await page.locator(`[data-testid="entry"][data-person-id="${lastPerson}"]`).getByRole('button', { name: flow.up }).click();
      await expect(screen.entries.nth(10 - step)).toHaveAttribute('data-person-id', lastPerson ?? '');
    }
    const stored = await page.request.get(`/api/inscribed/${id}`);
    const seeds = ((await stored.json()) as { data: { items: Array<{ personId: number; seed: number | null }> } }).data.items;
    expect(seeds.find((entry) => String(entry.personId) === lastPerson)?.seed).toBe(1);
    expect(seeds.map((entry) => entry.seed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    await page.screenshot({ path: testInfo.outputPath(`inscriptions-${flow.locale}-${flow.width}.png`), fullPage: true });

    // A seed the server refuses: its message lands on that entry's field, which keeps the number and is marked.
    const firstSeed = screen.entries.first().getByRole('spinbutton');
    await firstSeed.fill('0');
    await firstSeed.blur();
    const refusal = screen.entries.first().getByTestId('seed-error');
    await expect(refusal).toBeVisible();
    await expect(refusal).not.toContainText('body.');
    await expect(firstSeed).toHaveAttribute('aria-invalid', 'true');
    await expect(firstSeed).toHaveValue('0');
    await expect(firstSeed).toBeFocused();
    await firstSeed.fill('1');
    await expect(refusal).toHaveCount(0);

    // Its inscriptions are open until March: starting closes them, so it asks first.
    await chooseStatus(screen.actions, flow.start);
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(flow.locale === 'es' ? 'Las inscripciones siguen abiertas hasta el' : 'Inscriptions are open until');
    await confirm.getByRole('button', { name: flow.start }).click();
    await expect(screen.badge).toHaveText(flow.started);
    await expectStatusOffered(screen.actions, flow.pause);
    await expect(screen.actions.getByRole('button', { name: flow.start })).toHaveCount(0);
    await expect(screen.typeahead).toHaveCount(0);

    // A visitor: the list shows it with its badge, and the page has no edit control.
    const visitor = await browser.newContext({ baseURL, viewport: { width: flow.width, height: 900 } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${flow.list}?status=2&q=${encodeURIComponent(name)}`);
    const card = visitorPage.getByTestId('tournament-card').filter({ hasText: name });
    await expect(card.getByTestId('status-badge')).toHaveText(flow.started);
    await visitorPage.screenshot({ path: testInfo.outputPath(`list-${flow.locale}-${flow.width}.png`), fullPage: true });
    await card.getByRole('link', { name }).click();
    const visitorScreen = new TournamentScreen(visitorPage);
    await expect(visitorScreen.name).toHaveText(name);
    await expect(visitorScreen.actions).toHaveCount(0);
    await visitorPage.goto(flow.inscriptions(id));
    await expect(visitorScreen.entries).toHaveCount(12);
    await expect(visitorScreen.typeahead).toHaveCount(0);
    await expect(visitorPage.getByRole('button', { name: flow.remove })).toHaveCount(0);
    await visitorPage.screenshot({ path: testInfo.outputPath(`visitor-${flow.locale}-${flow.width}.png`), fullPage: true });
    const { violations } = await new AxeBuilder({ page: visitorPage }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await visitor.close();
  });
}

test('the tournaments list in English on a phone: filters in the address, cards with badges, no edit control for visitors', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en/tournaments');
  await expect(page.getByTestId('tournament-card').first()).toBeVisible();
  // On a phone the filters fold behind one button, so the first cards show on the first screen.
  await expect(page.getByLabel('Status')).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Search and filter' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Status').selectOption({ label: 'Finished' });
  await expect(page).toHaveURL(/status=3/);
  // It says how many filters are in use.
  await expect(toggle).toHaveAccessibleName('Search and filter 1');
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
