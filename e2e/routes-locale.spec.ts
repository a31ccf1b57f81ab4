import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { demoIds, type DemoIds } from './pages/demo-data';
import { fillPath, routeById, type Locale } from './pages/route-table';

// Screens of every family: static pages, tournaments (all four route sets), phases, multi-tournaments, rankings.
const SCREENS = [
  'home', 'contact', 'cookies', 'terms', 'privacy', 'pricing', 'guides', 'blog', 'landing-rankings', 'landing-league', 'pseudo-home',
  'tournaments', 'tournaments-help', 'tournaments-calendar', 'tournament-create', 'tournament-detail', 'tournament-calendar',
  'tournament-inscriptions', 'phase-tab', 'phase-groups', 'phase-brackets', 'phase-draws', 'multi-tournament',
  'multi-tournament-calendar', 'multi-nested-tournament-detail', 'multi-nested-phase-calendar', 'alt-valid-detail',
  'alt-phase-draws', 'alt-standalone-phase-tab', 'rankings', 'rankings-rating-system', 'ranking', 'ranking-modality',
  'ranking-balance', 'match',
];

let ids: DemoIds;
test.beforeAll(async ({ request, baseURL }) => {
  ids = await demoIds(request, baseURL ?? '');
});

const pathOf = (id: string, locale: Locale) => fillPath(routeById(id), locale, { ...ids.params, slug: ids.blogSlug[locale] });

test.describe('the language switch keeps the same screen', () => {
  for (const id of SCREENS) {
    test(`${id}: Spanish → English → Spanish`, async ({ page, baseURL }) => {
      const shell = new AppShell(page);
      await shell.open(pathOf(id, 'es'));
      await shell.localeSwitch.click();
      await expect(page).toHaveURL(`${baseURL}${pathOf(id, 'en')}`);
      await expect(page.locator(`main [data-route-id="${id}"]`)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await shell.localeSwitch.click();
      await expect(page).toHaveURL(`${baseURL}${pathOf(id, 'es')}`);
      await expect(page.locator(`main [data-route-id="${id}"]`)).toBeVisible();
    });
  }

  test('tab slugs are translated and the query string is kept', async ({ page, baseURL }) => {
    const shell = new AppShell(page);
    await shell.open('/torneos/3/participantes?ver=todos');
    await shell.localeSwitch.click();
    await expect(page).toHaveURL(`${baseURL}/en/tournaments/3/participants?ver=todos`);
    await shell.open('/en/rankings/4/modalities/2?ageCategoryId=9');
    await shell.localeSwitch.click();
    await expect(page).toHaveURL(`${baseURL}/rankings/4/modalidades/2?ageCategoryId=9`);
  });

  test('a blog post switches to its translation', async ({ page, baseURL }) => {
    const shell = new AppShell(page);
    await shell.open(`/blog/${ids.blogSlug.es}`);
    await shell.localeSwitch.click();
    await expect(page).toHaveURL(`${baseURL}/en/blog/${ids.blogSlug.en}`);
    await expect(page.locator('main h1')).toHaveText('How to build balanced groups for your tournament');
  });
});

test('an English page downloads only the English message catalogues, and a Spanish one only the Spanish', async ({ page }) => {
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const match = /locale-(es|en)-/.exec(request.url());
    if (match?.[1]) catalogues.push(match[1]);
  });
  await page.goto('/en/tournaments');
  await expect(page.getByTestId('tournament-card').first()).toBeVisible();
  await page.getByRole('link', { name: 'Help' }).first().click();
  await expect(page.locator('main h1')).toHaveText('Tournament help');
  expect(catalogues.length).toBeGreaterThan(0);
  expect([...new Set(catalogues)]).toEqual(['en']);
  catalogues.length = 0;
  await page.goto('/torneos');
  await expect(page.getByTestId('tournament-card').first()).toBeVisible();
  expect([...new Set(catalogues)]).toEqual(['es']);
});
