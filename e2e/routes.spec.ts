import { expect, test } from '@playwright/test';
import { startApp } from './pages/app-shell';
import { demoIds, type DemoIds } from './pages/demo-data';
import { acceptance, fillPath, type Locale } from './pages/route-table';
import { appText, expectedHeading, expectScreen } from './pages/screen';
import { signIn } from './pages/session';

// Screens only a signed-in person opens; they are visited with a demo session.
const PRIVATE = new Set(['welcome', 'profile', 'requests', 'certification']);

let ids: DemoIds;
test.beforeAll(async ({ request, baseURL }) => {
  ids = await demoIds(request, baseURL ?? '');
});

function pathOf(route: (typeof acceptance.routes)[number], locale: Locale): string {
  const kind = route.id.split('-')[0] ?? '';
  const personId = kind in ids.people ? ids.people[kind as keyof DemoIds['people']] : (ids.params.personId ?? 0);
  return fillPath(route, locale, { ...ids.params, personId, slug: ids.blogSlug[locale] });
}

// Screens are checked seven to a page: the later loads reuse the page's cached scripts, as a visitor's do.
const GROUP_SIZE = 7;
const publicRoutes = acceptance.routes.filter((route) => !PRIVATE.has(route.id));
const groups = [
  acceptance.routes.filter((route) => PRIVATE.has(route.id)),
  ...Array.from({ length: Math.ceil(publicRoutes.length / GROUP_SIZE) }, (_, index) => publicRoutes.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE)),
];

test.describe('every screen of routes.json, in both languages', () => {
  let order = 0;
  for (const group of groups) {
    // Half the screens are opened in Spanish and half in English; the language switch then shows the other one in
    // place, and both addresses answer 200 to a visitor arriving from a link.
    const visits = group.map((route) => {
      order += 1;
      return { route, languages: (order % 2 === 1 ? ['es', 'en'] : ['en', 'es']) satisfies [Locale, Locale] };
    });
    const signedIn = group.some((route) => PRIVATE.has(route.id));
    test(`${signedIn ? 'signed in: ' : ''}${group.map((route) => route.id).join(', ')}`, async ({ page, context, baseURL }) => {
      test.setTimeout(20_000 * group.length);
      if (signedIn) await signIn(context, baseURL ?? '', 'organizador');
      for (const { route, languages } of visits) {
        const [first, second] = languages;
        await test.step(`${route.id} (${first}, then ${second})`, async () => {
          const direct = await context.request.get(pathOf(route, second), { maxRedirects: 0 });
          expect(direct.status(), `${pathOf(route, second)} status`).toBe(200);
          const response = await page.goto(pathOf(route, first));
          expect(response?.status(), `${pathOf(route, first)} status`).toBe(200);
          await expectScreen(page, route.id, expectedHeading(route.id, first, ids.params));
          await expect(page.locator('html')).toHaveAttribute('lang', first);
          await page.getByTestId('locale-switch').click();
          await expect(page).toHaveURL(`${baseURL}${pathOf(route, second)}`);
          await expectScreen(page, route.id, expectedHeading(route.id, second, ids.params));
          await expect(page.locator('html')).toHaveAttribute('lang', second);
        });
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
    await startApp(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/torneos/x/y/z');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});

test.describe('a tournament or phase address without its tab opens the first tab', () => {
  // Real demo records: a missing tournament or phase is a 404, not a screen.
  const paths = (ids: DemoIds) => {
    const { tournamentId: m, validId: v, phaseId: p } = ids.params;
    return [
      [`/torneos/${v}`, `/torneos/${v}/info`, 'tournament-detail'],
      [`/en/tournaments/${v}`, `/en/tournaments/${v}/info`, 'tournament-detail'],
      [`/torneos/${v}/fases/${p}`, `/torneos/${v}/fases/${p}/info`, 'phase-tab'],
      [`/en/tournaments/${v}/phases/${p}?x=1`, `/en/tournaments/${v}/phases/${p}/info?x=1`, 'phase-tab'],
      [`/multi-torneos/${m}/torneos/${v}`, `/multi-torneos/${m}/torneos/${v}/info`, 'multi-nested-tournament-detail'],
      [`/en/multi-tournament/${m}/tournaments/${v}/phases/${p}`, `/en/multi-tournament/${m}/tournaments/${v}/phases/${p}/info`, 'multi-nested-phase-tab'],
      [`/tournaments/${m}/valids/${v}`, `/tournaments/${m}/valids/${v}/info`, 'alt-valid-detail'],
      [`/en/valids/${v}/phases/${p}`, `/en/valids/${v}/phases/${p}/info`, 'alt-standalone-phase-tab'],
    ] as const;
  };
  test('every kind of tab-less address', async ({ page, baseURL }) => {
    for (const [from, to, id] of paths(ids)) {
      await page.goto(from);
      await expect(page).toHaveURL(`${baseURL}${to}`);
      await expect(page.locator(`[data-route-id="${id}"]`), from).toBeVisible();
    }
  });

  test('an unknown tab name opens the first tab too', async ({ page, baseURL }) => {
    await page.goto(`/en/tournaments/${ids.params.validId}/standings`);
    await expect(page).toHaveURL(`${baseURL}/en/tournaments/${ids.params.validId}/info`);
    await expect(page.locator('[data-route-id="tournament-detail"] [aria-current="page"]')).toHaveText('General');
  });
});

test.describe('a detail address whose record does not exist', () => {
  for (const [path, locale] of [
    ['/clubs/999999', 'es'],
    ['/en/players/999999', 'en'],
    ['/torneos/999999/info', 'es'],
  ] as const) {
    test(`${path} shows the not-found screen with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('not-found').locator('h1')).toHaveText(appText(locale, 'common', 'notFound.title'));
      await expect(page.getByRole('button', { name: appText(locale, 'common', 'errorBoundary.retry') })).toHaveCount(0);
    });
  }
});
