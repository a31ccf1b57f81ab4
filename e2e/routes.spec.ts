import { expect, test } from '@playwright/test';
import { demoIds, type DemoIds } from './pages/demo-data';
import { acceptance, fillPath, type Locale } from './pages/route-table';
import { appText, expectedHeading, expectScreen } from './pages/screen';
import { signIn } from './pages/session';

// Screens only a signed-in person opens; they are visited with a demo session.
const PRIVATE = new Set(['welcome', 'profile', 'requests', 'certification']);
const LOCALES: Locale[] = ['es', 'en'];

let ids: DemoIds;
test.beforeAll(async ({ request }) => {
  ids = await demoIds(request);
});

function pathOf(route: (typeof acceptance.routes)[number], locale: Locale): string {
  return fillPath(route, locale, { ...ids.params, slug: ids.blogSlug[locale] });
}

test.describe('every screen of routes.json, in both languages', () => {
  for (const route of acceptance.routes) {
    test(`${route.id} shows its own screen`, async ({ page, context, baseURL }) => {
      if (PRIVATE.has(route.id)) await signIn(context, baseURL ?? '', 'organizador');
      for (const locale of LOCALES) {
        const path = pathOf(route, locale);
        const response = await page.goto(path);
        expect(response?.status(), `${path} status`).toBe(200);
        await expectScreen(page, route.id, expectedHeading(route.id, locale, ids.params));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
      }
    });
  }
});

const UNKNOWN: [string, Locale][] = [
  ['/no-existe', 'es'],
  ['/en/no-such-page', 'en'],
  ['/en/torneos', 'en'],
  ['/torneos/abc/info', 'es'],
  ['/rankings/3/modalidades', 'es'],
  ['/torneos/5/info/extra', 'es'],
  ['/jugadores/1/rankings', 'es'],
  ['/en/players/1/calendario', 'en'],
  ['/blog/a/b', 'es'],
  ['/en/multi-tournament/abc', 'en'],
];

test.describe('addresses that name no screen', () => {
  for (const [path, locale] of UNKNOWN) {
    test(`${path} shows the localised not-found screen with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const screen = page.getByTestId('not-found');
      await expect(screen.locator('h1')).toHaveText(appText(locale, 'common', 'notFound.title'));
      const home = screen.getByRole('link', { name: appText(locale, 'common', 'notFound.backHome') });
      await expect(home).toHaveAttribute('href', locale === 'es' ? '/' : '/en/');
      await expect(page).toHaveTitle(`${appText(locale, 'common', 'notFound.title')} · Torneos`);
    });
  }

  test('a link followed inside the app to an unknown address shows the same screen', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/torneos/x/y/z');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});

test.describe('a tournament or phase address without its tab opens the first tab', () => {
  for (const [from, to, id] of [
    ['/torneos/5', '/torneos/5/info', 'tournament-detail'],
    ['/en/tournaments/5', '/en/tournaments/5/info', 'tournament-detail'],
    ['/torneos/5/fases/7', '/torneos/5/fases/7/info', 'phase-tab'],
    ['/en/tournaments/5/phases/7?x=1', '/en/tournaments/5/phases/7/info?x=1', 'phase-tab'],
    ['/multi-torneos/2/torneos/5', '/multi-torneos/2/torneos/5/info', 'multi-nested-tournament-detail'],
    ['/en/multi-tournament/2/tournaments/5/phases/7', '/en/multi-tournament/2/tournaments/5/phases/7/info', 'multi-nested-phase-tab'],
    ['/tournaments/2/valids/5', '/tournaments/2/valids/5/info', 'alt-valid-detail'],
    ['/en/valids/5/phases/7', '/en/valids/5/phases/7/info', 'alt-standalone-phase-tab'],
  ] as const) {
    test(`${from} → ${to}`, async ({ page, baseURL }) => {
      await page.goto(from);
      await expect(page).toHaveURL(`${baseURL}${to}`);
      await expect(page.locator(`[data-route-id="${id}"]`)).toBeVisible();
    });
  }

  test('an unknown tab name opens the first tab too', async ({ page, baseURL }) => {
    await page.goto('/en/tournaments/5/standings');
    await expect(page).toHaveURL(`${baseURL}/en/tournaments/5/info`);
    await expect(page.locator('[data-route-id="tournament-detail"] [aria-current="page"]')).toHaveText('General');
  });
});
