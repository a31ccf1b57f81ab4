import AxeBuilder from '@axe-core/playwright';
import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import { createPlayablePhase, drawPhase, type PlayablePhase } from './pages/competition-api';
import { startApp } from './pages/app-shell';
import { BracketScreen } from './pages/bracket';
import { PhaseScreen } from './pages/phase';
import { apiHeadersOf, authHeaders, signIn } from './pages/session';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

const bracketPath = ({ validId, phaseId }: PlayablePhase, locale: 'es' | 'en') =>
  locale === 'es' ? `/torneos/${validId}/fases/${phaseId}/llaves` : `/en/tournaments/${validId}/phases/${phaseId}/brackets`;

test.describe('a 128-entry bracket', () => {
  // One drawn 128-entry knockout shared by the tests below, which only read it.
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let phase: PlayablePhase;

  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL ?? '';
    const request = await apiRequest.newContext({ baseURL });
    try {
      const headers = await apiHeadersOf(baseURL, 'organizador');
      phase = await createPlayablePhase(request, headers, { name: `Abierto 128 ${Date.now().toString(36)}`, entries: 128, knockout: true });
      await drawPhase(request, headers, phase.phaseId);
    } finally {
      await request.dispose();
    }
  });

  test('pans and zooms as a tree at 1280 px, lights an entry’s path, and passes axe there and on a match', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(bracketPath(phase, 'en'));
    // A visitor's bracket starts its app at the first sign of intent: the keyboard steps below are the app's.
    await startApp(page);
    const bracket = new BracketScreen(page);
    await expect(bracket.treeRound(1)).toHaveCount(64);
    // It opens fitted as far as it goes (half size: too tall for its box), and the steps below start from full size.
    const canvas = bracket.tree.locator('.bracket-canvas');
    await expect(canvas).toHaveAttribute('data-scale', 'fit');
    await expect(bracket.tree.getByText('50 %')).toBeVisible();
    await bracket.tree.getByRole('button', { name: 'Reset zoom' }).click();
    await expect(canvas).toHaveAttribute('data-scale', '1');
    await expect(bracket.tree.locator('[data-match="r7p1"]')).toHaveCount(1);
    await expect(bracket.tree.getByRole('heading', { name: 'Round of 128' })).toBeInViewport();
    const final = bracket.tree.getByRole('heading', { name: 'Final', exact: true });
    await expect(final).not.toBeInViewport();

    // Keyboard: the scroll area takes focus by its name and moves with the arrows.
    await bracket.viewport.focus();
    await expect(page.getByRole('region', { name: /Bracket tree/ })).toBeFocused();
    const start = await bracket.scroll();
    for (let step = 0; step < 2; step += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => bracket.scroll()).toEqual({ left: start.left + 240, top: start.top + 120 });

    // Drag: the tree follows the mouse, and a later round comes into view.
    await bracket.drag(-300, 0);
    await expect.poll(async () => (await bracket.scroll()).left).toBeGreaterThan(start.left + 240);
    await expect(final).toBeInViewport();
    await expect(bracket.tree.locator('[data-match="r3p1"]')).toBeInViewport();
    await expect(bracket.tree.locator('[data-match="r1p1"]')).not.toBeInViewport();
    // A drag that ends on a match does not open it.
    await expect(page).toHaveURL(/\/brackets$/);

    // Zoom with the buttons and with ctrl + wheel.
    await bracket.tree.getByRole('button', { name: 'Zoom out' }).click();
    await expect(canvas).toHaveAttribute('data-scale', '0.75');
    const box = await bracket.viewport.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 300, (box?.y ?? 0) + 300);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, 200);
    await page.keyboard.up('Control');
    await expect.poll(async () => Number(await canvas.getAttribute('data-scale'))).toBeLessThan(0.75);
    await bracket.tree.getByRole('button', { name: 'Reset zoom' }).click();
    await expect(canvas).toHaveAttribute('data-scale', '1');

    // Hovering an entry lights the matches it is placed in.
    const first = bracket.tree.locator('[data-match="r1p1"]');
    await first.scrollIntoViewIfNeeded();
    await first.locator('[data-entry]').first().hover();
    await expect(first).toHaveAttribute('data-in-path', 'true');
    await expect(bracket.tree.locator('[data-in-path="true"]')).toHaveCount(1);

    await page.screenshot({ path: 'test-results/bracket-128-1280.png' });
    await testInfo.attach('bracket-128-1280', { path: 'test-results/bracket-128-1280.png', contentType: 'image/png' });
    expect(await seriousViolations(page)).toEqual([]);

    // Choosing a match opens its page, which passes axe too.
    await first.click();
    await expect(page.getByTestId('match-scoreboard')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shows one round at a time at 375 px, by swipe, round buttons and next', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(bracketPath(phase, 'es'));
    const bracket = new BracketScreen(page);
    await bracket.expectRound(1);
    await expect(bracket.roundCards()).toHaveCount(64);
    await expect(bracket.tree).toBeHidden();
    await expect(bracket.rounds.getByRole('heading', { name: 'Ronda de 128 (1 de 7)' })).toBeVisible();
    await page.screenshot({ path: 'test-results/bracket-128-375.png' });

    await bracket.swipe(-200);
    await bracket.expectRound(2);
    await expect(bracket.roundCards()).toHaveCount(32);
    await expect(page).toHaveURL(/\/llaves$/);
    await bracket.rounds.getByRole('button', { name: 'Ronda siguiente' }).click();
    await bracket.expectRound(3);
    await bracket.swipe(200);
    await bracket.expectRound(2);
    await bracket.rounds.getByRole('navigation', { name: 'Rondas' }).getByRole('button', { name: 'Final', exact: true }).click();
    await bracket.expectRound(7);
    await expect(bracket.roundCards()).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('prints as a landscape sheet without the app frame', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(bracketPath(phase, 'es'));
    const bracket = new BracketScreen(page);
    await expect(bracket.treeRound(1)).toHaveCount(64);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('top-nav')).toBeHidden();
    await expect(page.getByTestId('section-nav')).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    await expect(bracket.tree.getByRole('button', { name: 'Alejar' })).toBeHidden();
    await expect(bracket.tree).toBeVisible();
    await expect(bracket.rounds).toBeHidden();
    // Scaled to the sheet: the whole tree, final included, fits the printable width.
    const width = await bracket.tree.locator('.bracket-canvas').evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(1050);
    await expect(bracket.tree.locator('[data-match="r7p1"]')).toBeVisible();
    await page.screenshot({ path: 'test-results/bracket-print.png', fullPage: true });
  });
});

test('the groups of a drawn phase pass axe, and print one table per block', async ({ page, context, baseURL, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(context, baseURL ?? '', 'organizador');
  const headers = await authHeaders(context);
  const made = await createPlayablePhase(request, headers, { name: `Liga axe ${Date.now().toString(36)}`, entries: 8 });
  await drawPhase(request, headers, made.phaseId, { groupCount: 2 });
  const phase = new PhaseScreen(page, 'en');
  await phase.open(made.validId, made.phaseId, 'groups');
  await expect(phase.groups).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('top-nav')).toBeHidden();
  await expect(phase.groups.first()).toBeVisible();
  await expect(phase.groups.first()).toHaveCSS('break-inside', 'avoid');
  await page.screenshot({ path: 'test-results/groups-print.png', fullPage: true });
});

test('the owner places a groups draw by hand: a double placement is flagged in place, fixed, and saved', async ({ page, context, baseURL, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(context, baseURL ?? '', 'organizador');
  const made = await createPlayablePhase(request, await authHeaders(context), { name: `Liga a mano ${Date.now().toString(36)}`, entries: 8 });
  const phase = new PhaseScreen(page, 'en');
  await phase.open(made.validId, made.phaseId, 'draws');
  await phase.drawForm.getByRole('combobox', { name: 'Method' }).selectOption('manual');
  await phase.drawForm.getByRole('spinbutton', { name: 'Number of groups' }).fill('2');
  const placement = page.getByTestId('manual-placement');
  const a1 = placement.getByRole('combobox', { name: 'Group A, place 1' });
  const b1 = placement.getByRole('combobox', { name: 'Group B, place 1' });
  await expect(b1).not.toHaveValue('');
  const displaced = await a1.inputValue();
  // Keyboard alternative to dragging: each place is a select.
  await a1.selectOption(await b1.inputValue());
  await phase.drawForm.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(page.getByTestId('draw-refusal')).toContainText('every entry exactly once');
  await expect(a1).toHaveAttribute('aria-invalid', 'true');
  await expect(placement.getByText('This entry is placed more than once')).toHaveCount(2);
  await expect(page.getByTestId('placement-missing')).toBeVisible();
  await b1.selectOption(displaced);
  await expect(placement.getByText('This entry is placed more than once')).toHaveCount(0);
  await phase.drawForm.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(phase.drawSummary).toContainText('Manual');
  await expect(phase.drawSummary).toContainText('A: 4');
  await expect(phase.drawSummary).toContainText('B: 4');
  expect(await seriousViolations(page)).toEqual([]);
});
