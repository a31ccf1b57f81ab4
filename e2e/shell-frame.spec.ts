import { expect, test, type APIRequestContext } from '@playwright/test';
import { AppShell } from './pages/app-shell';

const TOURNAMENTS_ES = 'CREA, MODIFICA Y GESTIONA TORNEOS Y LIGAS';
const PHASE_ES = 'CREA, MODIFICA Y GESTIONA JUEGOS Y PUNTAJES';

test.describe('banner', () => {
  const BANNERS = [
    ['/torneos', TOURNAMENTS_ES],
    ['/torneos/ayuda', TOURNAMENTS_ES],
    ['/torneos/calendario', TOURNAMENTS_ES],
    ['/multi-torneos/crear', TOURNAMENTS_ES],
    ['/torneos/crear', TOURNAMENTS_ES],
    ['/torneos/1/fases/2/info', PHASE_ES],
    ['/multi-torneos/1/torneos/1/fases/2/grupos', PHASE_ES],
    ['/rankings', 'RANKINGS'],
    ['/rankings/1/modalidades/2', 'RANKINGS'],
    ['/torneos/1/calendario', 'CALENDARIO'],
    ['/torneos/1/fases/2/calendario', 'CALENDARIO'],
    ['/en/tournaments', 'CREATE, EDIT AND MANAGE TOURNAMENTS AND LEAGUES'],
    ['/en/tournaments/1/phases/2/brackets', 'CREATE, EDIT AND MANAGE MATCHES AND SCORES'],
    ['/en/rankings/help', 'RANKINGS'],
    ['/en/multi-tournament/1/calendar', 'CALENDAR'],
    ['/jugadores/1/calendario', 'CALENDARIO'],
  ] as const satisfies (readonly [string, string])[];

  // Two halves, one per worker; each page reuses its cached scripts from one screen to the next.
  const halves = [BANNERS.slice(0, 8), BANNERS.slice(8)];
  halves.forEach((half, index) => {
    test(`shows each family’s text over a sport background (${index + 1} of 2)${index === 1 ? ', and none on home, contact, a tournament and the blog' : ''}`, async ({ page }) => {
      test.setTimeout(120_000);
      const shell = new AppShell(page);
      for (const [path, text] of half) {
        await test.step(path, async () => {
          await shell.open(path);
          await expect(shell.banner).toHaveText(text);
          // The background is an image element (server-rendered HTML may carry no inline style under the CSP).
          await expect(shell.banner.locator('img')).toHaveAttribute('src', /\/banners\/[a-z-]+-\d\.svg/);
        });
      }
      if (index === 0) return;
      for (const path of ['/', '/contactanos', '/torneos/1/info', '/en/blog']) {
        await test.step(`${path} has none`, async () => {
          await shell.open(path);
          await expect(page.getByTestId('banner')).toHaveCount(0);
        });
      }
    });
  });

  test('is replaced on every route change inside the app', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.open('/torneos');
    await expect(shell.banner).toHaveText(TOURNAMENTS_ES);
    await shell.navLink('rankings', shell.topNav).click();
    await expect(shell.banner).toHaveText('RANKINGS');
    await page.locator('footer [data-footer="contact"]').click();
    await expect(page.locator('main [data-route-id="contact"]')).toBeVisible();
    await expect(shell.banner).toHaveCount(0);
  });

  test('uses the backgrounds of the space’s only sport', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.open('/rankings?community=futbol-barrio');
    await expect(shell.banner.locator('img')).toHaveAttribute('src', /\/banners\/soccer-\d\.svg/);
  });
});

/** The names the server reads for an address's records (the breadcrumbs show them instead of the kind's word). */
async function recordNames(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const response = await request.get(`/api/page/records?path=${encodeURIComponent(path)}`);
  // An address naming a missing record keeps the kind's words.
  if (!response.ok()) return {};
  return ((await response.json()) as { data: { names: Record<string, string> } }).data.names;
}

test.describe('breadcrumbs', () => {
  test('a ranking balance reads ranking › table › tournaments › tournament › balance, by name', async ({ page, request }) => {
    const shell = new AppShell(page);
    const path = '/rankings/3/modalidades/4/torneos/5/balances/6';
    const names = await recordNames(request, path);
    expect(names.ranking && names.modality && names.tournament).toBeTruthy();
    await shell.open(path);
    await expect(shell.crumbs).toHaveText([names.ranking ?? '', names.modality ?? '', 'Torneos', names.tournament ?? '', 'Balance']);
    await expect(shell.breadcrumbs.getByRole('link', { name: names.tournament, exact: true })).toHaveAttribute('href', '/rankings/3/modalidades/4/torneos/5');
    await expect(shell.breadcrumbs.locator('[aria-current="page"]')).toHaveText('Balance');
  });

  test('the tournament trail goes through the multi-tournament to the groups, naming each', async ({ page, request }) => {
    const shell = new AppShell(page);
    const nested = '/multi-torneos/2/torneos/5/fases/7/grupos';
    const names = await recordNames(request, nested);
    await shell.open(nested);
    await expect(shell.crumbs).toHaveText(['Torneos', names.multi ?? 'Torneo Múltiple', names.tournament ?? 'Torneo', names.phase ?? 'Fases', 'Grupos']);
    const valid = await recordNames(request, '/en/valids/5/calendar');
    await shell.open('/en/valids/5/calendar');
    await expect(shell.crumbs).toHaveText(['Tournaments', valid.tournament ?? 'Tournament', 'Calendar']);
    const player = await recordNames(request, '/en/players/9/rankings/3/modalities/4/balances/6');
    await shell.open('/en/players/9/rankings/3/modalities/4/balances/6');
    await expect(shell.crumbs).toHaveText([player.person ?? 'Player', player.ranking ?? 'Ranking', player.modality ?? 'Modality', 'Balance']);
    const coach = await recordNames(request, '/entrenadores/9/rankings/3/modalidades/4');
    await shell.open('/entrenadores/9/rankings/3/modalidades/4');
    await expect(shell.crumbs).toHaveText([coach.person ?? 'Entrenador', coach.ranking ?? 'Ranking', coach.modality ?? 'Modalidad']);
  });

  test('very small screens keep the last three steps', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const shell = new AppShell(page);
    const path = '/rankings/3/modalidades/4/torneos/5/balances/6';
    const names = await recordNames(request, path);
    await shell.open(path);
    await expect(shell.breadcrumbs.locator('li[data-crumb]:visible')).toHaveText(['Torneos', names.tournament ?? '', 'Balance']);
  });
});

test.describe('layout width', () => {
  test('home, sign-in and profiles of people use the whole width, other pages a large maximum width', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    const shell = new AppShell(page);
    await shell.open('/');
    expect((await page.locator('main').boundingBox())?.width).toBe(1600);
    await shell.open('/torneos');
    expect((await page.locator('main').boundingBox())?.width).toBe(1280);
    for (const path of ['/en/players/1', '/entrenadores/1', '/afiliados/1', '/ingresar']) {
      await shell.open(path);
      await expect(page.locator('main')).toHaveAttribute('data-width', 'full');
    }
    await shell.open('/rankings/1');
    await expect(page.locator('main')).toHaveAttribute('data-width', 'limited');
  });
});

test.describe('footer', () => {
  test('links to contact, organising, blog and documentation, with social, messaging and mail icons', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.open('/en/');
    const footer = page.locator('footer');
    for (const [id, href] of [
      ['contact', '/en/contact-us'],
      ['landing-rankings', '/en/create-rankings'],
      ['landing-tournament', '/en/create-tournament'],
      ['blog', '/en/blog'],
      ['guides', '/en/about'],
    ] as const) {
      await expect(footer.locator(`[data-footer="${id}"]`)).toHaveAttribute('href', href);
    }
    await expect(page.getByTestId('footer-social')).toHaveAttribute('href', /^https:\/\/instagram\.com\//);
    await expect(page.getByTestId('footer-messaging')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=Hi%2C%20I%20would%20like/);
    await expect(page.getByTestId('footer-mail')).toHaveAttribute('href', /^mailto:.+@.+/);
  });
});

test.describe('route changes', () => {
  test('a progress bar shows while the next page loads', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.open('/');
    // A first route change brings the bar's own code; then every script requested is held back a moment.
    await page.locator('footer [data-footer="blog"]').click();
    await expect(page.locator('main [data-route-id="blog"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.route('**/static/js/async/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.locator('footer [data-footer="guides"]').click();
    await expect(shell.progress).toBeVisible();
    await expect(page.locator('main [data-route-id="guides"]')).toBeVisible();
    await expect(shell.progress).toHaveCount(0);
  });

  test('the head follows the page: title, description, canonical and language alternates', async ({ page, baseURL }) => {
    const shell = new AppShell(page);
    await shell.open('/torneos');
    await expect(page).toHaveTitle('Torneos · Torneos');
    await shell.navLink('rankings', shell.topNav).click();
    await expect(page).toHaveTitle('Rankings · Torneos');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/rankings`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/en/rankings`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Rankings de la comunidad/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og/default.png`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });
});
