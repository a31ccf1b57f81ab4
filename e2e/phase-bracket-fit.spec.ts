import { expect, request as apiRequest, test, type Locator, type Page } from '@playwright/test';
import { createPlayablePhase, drawPhase, playAndFinish, startPhase, startTournament, type PlayablePhase } from './pages/competition-api';
import { startApp } from './pages/app-shell';
import { BracketScreen } from './pages/bracket';
import { apiHeadersOf } from './pages/session';

const bracketPath = ({ validId, phaseId }: PlayablePhase, locale: 'es' | 'en') =>
  locale === 'es' ? `/torneos/${validId}/fases/${phaseId}/llaves` : `/en/tournaments/${validId}/phases/${phaseId}/brackets`;

/** Whether `inner` is drawn wholly inside `outer`'s box (a pixel of rounding either way). */
async function inside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) return false;
  return a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
}

const scaleOf = async (bracket: BracketScreen) => bracket.tree.locator('.bracket-canvas').getAttribute('data-scale');

/** Touches on the page through the browser's own input (two fingers at once, which Playwright's touchscreen lacks). */
async function touch(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<{ x: number; y: number }>) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((point, id) => ({ ...point, id })) });
  return {
    /** Two fingers from `from` apart to `to` apart, around (x, y). */
    async pinch(x: number, y: number, from: number, to: number) {
      const at = (spread: number) => [{ x: x - spread / 2, y }, { x: x + spread / 2, y }];
      await send('touchStart', at(from));
      for (let step = 1; step <= 6; step += 1) await send('touchMove', at(from + ((to - from) * step) / 6));
      await send('touchEnd', []);
    },
    /** One finger from (x, y) by (dx, dy). */
    async drag(x: number, y: number, dx: number, dy: number) {
      await send('touchStart', [{ x, y }]);
      for (let step = 1; step <= 6; step += 1) await send('touchMove', [{ x: x + (dx * step) / 6, y: y + (dy * step) / 6 }]);
      await send('touchEnd', []);
    },
  };
}

test.describe('a 16-line bracket', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let phase: PlayablePhase;

  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL ?? '';
    const request = await apiRequest.newContext({ baseURL });
    try {
      const headers = await apiHeadersOf(baseURL, 'organizador');
      phase = await createPlayablePhase(request, headers, { name: `Abierto 16 ${Date.now().toString(36)}`, entries: 16, knockout: true });
      await drawPhase(request, headers, phase.phaseId);
      await startTournament(request, headers, phase.validId);
      await startPhase(request, headers, phase.phaseId);
      await playAndFinish(request, headers, phase.validId, phase.phaseId);
    } finally {
      await request.dispose();
    }
  });

  test('opens fitted whole in its box at 1280×800, up to the final and its champion', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(bracketPath(phase, 'es'));
    const bracket = new BracketScreen(page);
    await bracket.viewport.scrollIntoViewIfNeeded();
    // As the server rendered it, before any of the app's code runs.
    await expect.poll(() => scaleOf(bracket)).toBe('fit');
    const champion = bracket.tree.getByTestId('bracket-champion');
    const final = bracket.tree.locator('[data-match="r4p1"]');
    const check = async () => {
      for (const part of [bracket.tree.locator('[data-match="r1p1"]'), bracket.tree.locator('[data-match="r1p8"]'), final, champion]) {
        expect(await inside(part, bracket.viewport)).toBe(true);
      }
      await expect(bracket.viewport.getByRole('heading', { name: 'Final', exact: true })).toBeVisible();
    };
    await check();
    // The champion is the final's winner, by name.
    const winner = final.locator('[data-entry]', { hasText: 'Ganador' });
    await expect(champion).toHaveAttribute('data-entry', (await winner.getAttribute('data-entry')) ?? 'none');
    await expect(champion).toContainText('Campeón');
    await expect(champion).not.toContainText('Por definir');
    const name = await winner.locator('span.truncate').first().evaluate((element) => element.firstChild?.textContent ?? '');
    expect(name.length).toBeGreaterThan(0);
    await expect(champion).toContainText(name);

    // Live: still fitted, now with its scale; zooming in and back to the whole tree.
    await startApp(page);
    await check();
    await expect(bracket.tree.getByText(/^\d+ %$/)).toBeVisible();
    await bracket.tree.getByRole('button', { name: 'Acercar' }).click();
    await expect.poll(async () => Number(await scaleOf(bracket))).toBeGreaterThan(0.5);
    // Taller than its box now: its first and last matches are not both inside.
    expect((await inside(bracket.tree.locator('[data-match="r1p1"]'), bracket.viewport)) && (await inside(bracket.tree.locator('[data-match="r1p8"]'), bracket.viewport))).toBe(false);
    await bracket.tree.getByRole('button', { name: 'Ver completa' }).click();
    await expect.poll(() => scaleOf(bracket)).toBe('fit');
    await check();
    await page.screenshot({ path: 'test-results/bracket-16-1280x800.png' });
  });

  test('offers the tree on a phone, pinched and dragged with fingers, zoomed with buttons and keys', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    try {
      await page.goto(bracketPath(phase, 'en'));
      const bracket = new BracketScreen(page);
      const views = page.getByRole('group', { name: 'Bracket view' });
      await expect(views.getByRole('button', { name: 'Rounds' })).toHaveAttribute('aria-pressed', 'true');
      await expect(bracket.rounds).toBeVisible();
      await expect(bracket.tree).toBeHidden();
      await startApp(page);

      await views.getByRole('button', { name: 'Tree' }).tap();
      await expect(views.getByRole('button', { name: 'Tree' })).toHaveAttribute('aria-pressed', 'true');
      await expect(bracket.tree).toBeVisible();
      await expect(bracket.rounds).toBeHidden();
      await expect.poll(() => scaleOf(bracket)).toBe('fit');
      await bracket.viewport.scrollIntoViewIfNeeded();
      const box = await bracket.viewport.boundingBox();
      if (!box) throw new Error('the tree is not on screen');
      const fingers = await touch(page);

      // Two fingers spreading zoom in.
      await fingers.pinch(box.x + box.width / 2, box.y + box.height / 2, 60, 180);
      await expect.poll(async () => Number(await scaleOf(bracket))).toBeGreaterThan(1);
      const zoomed = Number(await scaleOf(bracket));

      // One finger drags the tree, and opens no match.
      const before = await bracket.scroll();
      await fingers.drag(box.x + box.width / 2, box.y + box.height / 2, -150, -120);
      await expect.poll(async () => (await bracket.scroll()).left).toBeGreaterThan(before.left + 100);
      expect((await bracket.scroll()).top).toBeGreaterThan(before.top + 60);
      await expect(page).toHaveURL(/\/brackets$/);

      // Two fingers closing zoom out.
      await fingers.pinch(box.x + box.width / 2, box.y + box.height / 2, 200, 80);
      await expect.poll(async () => Number(await scaleOf(bracket))).toBeLessThan(zoomed);

      // The buttons and the keys do the same.
      await bracket.tree.getByRole('button', { name: 'Fit to view' }).tap();
      await expect.poll(() => scaleOf(bracket)).toBe('fit');
      await bracket.tree.getByRole('button', { name: 'Reset zoom' }).tap();
      await expect.poll(() => scaleOf(bracket)).toBe('1');
      await bracket.tree.getByRole('button', { name: 'Zoom in' }).tap();
      await expect.poll(() => scaleOf(bracket)).toBe('1.25');
      await bracket.viewport.focus();
      await page.keyboard.press('-');
      await page.keyboard.press('-');
      await expect.poll(() => scaleOf(bracket)).toBe('0.75');
      await page.screenshot({ path: 'test-results/bracket-16-375-tree.png' });

      await views.getByRole('button', { name: 'Rounds' }).tap();
      await expect(bracket.rounds).toBeVisible();
      await expect(bracket.tree).toBeHidden();
    } finally {
      await context.close();
    }
  });
});
