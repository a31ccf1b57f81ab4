import { expect, test, type Locator, type Page } from '@playwright/test';
import { CatalogScreens } from './pages/catalog';
import { PhaseScreen } from './pages/phase';
import { seasonRecords } from './pages/season';

const LOCALES = ['es', 'en'] as const;
const WIDTHS = [1280, 375] as const;

async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The cards show these tournaments, in this order, each linking to its own page (names may repeat). */
async function expectCards(cards: Locator, tournaments: { id: number; name: string }[]) {
  await expect(cards).toHaveCount(tournaments.length);
  const links = cards.getByRole('heading').getByRole('link');
  await expect(links).toHaveText(tournaments.map((tournament) => tournament.name));
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(hrefs.map((path) => Number(/\/(\d+)\//.exec(path)?.[1]))).toEqual(tournaments.map((tournament) => tournament.id));
}

/** Console errors and warnings (hydration mismatches among them) while the test runs. */
function consoleProblems(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test.describe(`the organiser's season (${locale}, ${width} px)`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
      });

      test('the organiser page lists its tournaments with the list cards, a page at a time, and the rankings they fed', async ({ page, request }) => {
        const records = await seasonRecords(request);
        const problems = consoleProblems(page);
        const ui = new CatalogScreens(page, locale);
        await ui.open('organizer', { organizerSlug: records.organizer.slug });
        const screen = ui.screen('organizer');
        const cards = screen.getByTestId('organizer-tournaments').getByTestId('tournament-card');
        expect(records.tournaments.items.length).toBeGreaterThan(0);
        await expectCards(cards, records.tournaments.items);
        await expect(screen.getByText(ui.text('organizer', 'noTournaments'), { exact: true })).toHaveCount(0);
        // The demo organiser runs more tournaments than a page holds: the next page shows others.
        expect(records.tournaments.total).toBeGreaterThan(records.tournaments.items.length);
        const tournamentsSection = screen.locator('section[aria-labelledby="organizer-tournaments"]');
        await tournamentsSection.getByRole('button', { name: ui.text('common', 'actions.next'), exact: true }).click();
        const shown = new Set(records.tournaments.items.map((tournament) => tournament.id));
        await expect(tournamentsSection.getByText(ui.text('common', 'actions.pageOf', { page: 2, pages: Math.ceil(records.tournaments.total / 6) }), { exact: true })).toBeVisible();
        // The previous page stays on screen until the next arrives: wait for cards none of which were shown before.
        const idsShown = () => cards.getByRole('heading').getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => Number(/\/(\d+)\//.exec(anchor.getAttribute('href') ?? '')?.[1])));
        await expect.poll(async () => (await idsShown()).filter((id) => !shown.has(id)).length).toBeGreaterThan(0);
        expect((await idsShown()).filter((id) => shown.has(id))).toEqual([]);

        const rankings = screen.getByTestId('organizer-rankings');
        expect(records.rankings.items.length).toBeGreaterThan(0);
        for (const ranking of records.rankings.items) await expect(rankings.getByRole('link', { name: ranking.name, exact: true })).toBeVisible();
        await expect(screen.getByText(ui.text('organizer', 'noRankings'), { exact: true })).toHaveCount(0);
        await fitsWidth(page, width);
        expect(await ui.seriousViolations('main')).toEqual([]);
        expect(problems).toEqual([]);
      });

      test('a club page lists the tournaments its entries play, and opens one', async ({ page, request }) => {
        const records = await seasonRecords(request);
        const ui = new CatalogScreens(page, locale);
        await ui.open('club', { clubId: records.club.club.id });
        const cards = ui.screen('club').getByTestId('club-tournaments').getByTestId('tournament-card');
        await expectCards(cards, records.club.tournaments.items);
        await expect(ui.screen('club').getByText(ui.text('clubs', 'noTournaments'), { exact: true })).toHaveCount(0);
        await fitsWidth(page, width);
        const first = records.club.tournaments.items[0];
        await cards.first().getByRole('heading').getByRole('link').click();
        await expect(page.locator('main [data-route-id="tournament-detail"] h1')).toHaveText(first?.name ?? '');
      });

      test("the open's knockout lists only the entries its groups sent on", async ({ page, request }) => {
        const { open } = await seasonRecords(request);
        const problems = consoleProblems(page);
        const phase = new PhaseScreen(page, locale);
        await phase.open(open.id, open.knockout.id, 'participants');
        await expect(phase.entries).toHaveCount(open.qualified);
        expect(open.qualified).toBeLessThan(open.entryCount);
        await fitsWidth(page, width);
        // The groups phase, by contrast, has every entrant.
        await phase.open(open.id, open.groups.id, 'participants');
        await expect(phase.entries).toHaveCount(open.entryCount);
        expect(problems).toEqual([]);
      });
    });
  }
}
