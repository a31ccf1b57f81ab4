import { expect, test, type Locator } from '@playwright/test';
import { CatalogScreens } from './pages/catalog';
import { acceptance, routeById } from './pages/route-table';
import { signIn } from './pages/session';

const PHONE = { width: 375, height: 812 };
const WHITE = 'rgb(255, 255, 255)';
const CLEAR = 'rgba(0, 0, 0, 0)';

async function rightEdge(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box.x + box.width;
}

test.describe('phone layout (375 px)', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await page.setViewportSize(PHONE);
    await signIn(context, baseURL ?? '', 'organizador');
  });

  for (const [id, table] of [['seasons', 'seasons-table'], ['categories-ages', 'categories-table']] as const) {
    test(`keeps the row actions of ${id} on screen`, async ({ page }) => {
      const ui = new CatalogScreens(page, 'es');
      await ui.open(id);
      const edit = page.getByRole('button', { name: ui.text('common', 'actions.edit') });
      const row = page.getByTestId(table).locator('tbody tr').filter({ has: edit }).first();
      // The table is wider than the phone: without the pinned column its actions would sit off screen.
      const scroller = page.getByTestId(table).locator('..');
      expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
      for (const button of [row.getByRole('button', { name: ui.text('common', 'actions.edit') }), row.getByRole('button', { name: ui.text('common', 'actions.delete') })]) {
        await expect(button).toBeVisible();
        expect(await rightEdge(button)).toBeLessThanOrEqual(PHONE.width);
      }
      expect(await ui.seriousViolations('main')).toEqual([]);
    });
  }

  test('shows which side of the profile tab bar hides more tabs, and starts on the current tab', async ({ page }) => {
    const ui = new CatalogScreens(page, 'es');
    await ui.open('profile');
    const nav = page.getByTestId('section-nav');
    const list = nav.getByRole('list');
    expect(await list.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
    await expect(nav.locator('[data-edge="end"]')).toBeVisible();
    await expect(nav.locator('[data-edge="start"]')).toBeHidden();
    await list.evaluate((row) => row.scrollTo({ left: row.scrollWidth }));
    await expect(nav.locator('[data-edge="end"]')).toBeHidden();
    await expect(nav.locator('[data-edge="start"]')).toBeVisible();

    const last = acceptance.tabSlugs.profile.at(-1);
    if (!last) throw new Error('no profile tabs');
    await page.goto(routeById('profile').es.replace('{selectedTab}', last[1]));
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toHaveAttribute('data-section', last[0]);
    expect(await rightEdge(current)).toBeLessThanOrEqual(PHONE.width);
    await expect(nav.locator('[data-edge="start"]')).toBeVisible();
  });

  for (const locale of ['es', 'en'] as const) {
    test(`fits a played match, its head-to-head links and its result history on the phone (${locale})`, async ({ page, request }) => {
      const [knockout] = ((await (await request.get('/api/phase?validId=4')).json()) as { data: { id: number; formatId: number }[] }).data.filter((phase) => phase.formatId === 2);
      const matches = ((await (await request.get(`/api/match?phaseId=${knockout?.id ?? 0}`)).json()) as { data: { id: number; result: unknown }[] }).data;
      const played = matches.find((match) => match.result !== null);
      if (!played) throw new Error('the demo open has no played knockout match');
      await page.goto(routeById('match')[locale].replace('{matchId}', String(played.id)));
      await expect(page.getByTestId('open-head-to-head').first()).toBeVisible();
      await expect(page.getByTestId('result-history')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });
  }

  test('puts every community logo on a coloured ground', async ({ page }) => {
    const ui = new CatalogScreens(page, 'es');
    await ui.open('communities');
    const plates = page.getByTestId('communities-list').getByTestId('community-logo-plate');
    await expect(plates.first()).toBeVisible();
    const grounds = await plates.evaluateAll((items) => items.map((item) => getComputedStyle(item).backgroundColor));
    expect(grounds.length).toBeGreaterThan(0);
    for (const ground of grounds) expect([WHITE, CLEAR]).not.toContain(ground);
  });
});
