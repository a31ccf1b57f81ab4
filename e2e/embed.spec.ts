import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { createPlayablePhase, drawPhase, gamesWon, readDraw, readMatches, saveResult, startPhase, startTournament } from './pages/competition-api';
import { startEmbedHost } from './pages/embed-host';
import { apiHeadersOf } from './pages/session';

test.describe.configure({ timeout: 90_000 });

/** The embed's frame inside the club's page, once its document is the platform's. */
async function embedFrame(page: Page, platform: string): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(platform))).toBe(true);
  const frame = page.frames().find((item) => item.url().startsWith(platform));
  if (!frame) throw new Error('the embed did not load');
  return frame;
}

/** What could let a visitor of the club's site act on the platform: none of it belongs in an embed. */
async function expectNoAppFrame(frame: Frame) {
  await expect(frame.locator('[data-testid="embed-open"], [data-testid="top-nav"], [data-testid="logo-link"], [data-testid="breadcrumbs"], [data-testid="user-menu"]')).toHaveCount(0);
  await expect(frame.locator('a[href*="/ingresar"], a[href*="/en/signin"]')).toHaveCount(0);
}

test('a bracket framed by a club website on another origin updates live when a result is saved (es, 1280 px)', async ({ page, request, baseURL }, testInfo) => {
  const platform = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  const headers = await apiHeadersOf(platform, 'organizador');
  const { validId, phaseId } = await createPlayablePhase(request, headers, { name: `Copa insertada ${Date.now().toString(36)}`, entries: 4, knockout: true });
  await drawPhase(request, headers, phaseId);
  await startTournament(request, headers, validId);
  await startPhase(request, headers, phaseId);
  const host = await startEmbedHost(`${platform}/insertar/torneos/${validId}/fases/${phaseId}/llaves`, 'Llaves del torneo');
  try {
    expect(new URL(host.url).origin).not.toBe(new URL(platform).origin);
    await page.goto(host.url);
    const frame = await embedFrame(page, platform);
    await expect(frame.locator('[data-route-id="embed-bracket"]')).toHaveAttribute('data-embed-theme', 'light');
    await expect(frame.getByTestId('embed-title')).toHaveText('Llaves · Llaves');
    const first = frame.locator('[data-match="r1p1"]:visible');
    await expect(first).toBeVisible();
    await expect(first).not.toContainText('Ganador');
    await expectNoAppFrame(frame);
    const source = frame.getByTestId('embed-source');
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('href', `/torneos/${validId}/fases/${phaseId}/llaves`);
    await frame.evaluate(() => (window.sameDocument = true));

    const match = (await readMatches(request, phaseId)).find((item) => item.code === 'r1p1');
    if (!match?.homeId) throw new Error('the draw left r1p1 without a home side');
    await saveResult(request, headers, match, gamesWon('home', 3, 1));
    // Live: the card shows the winner and the final gets them, without a reload, within a few seconds.
    await expect(first).toContainText('Ganador', { timeout: 5_000 });
    await expect(frame.locator(`[data-match="r2p1"]:visible [data-entry="${match.homeId}"]`)).toBeVisible({ timeout: 5_000 });
    expect(await frame.evaluate(() => window.sameDocument)).toBe(true);
    expect((await new AxeBuilder({ page }).analyze()).violations.filter((item) => item.impact === 'serious' || item.impact === 'critical')).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('embed-bracket-1280.png'), fullPage: true });

    // The owner's page hands out that code: copied with a notice, and previewed live in the dialog.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: platform });
    await page.goto(`${platform}/torneos/${validId}/fases/${phaseId}/llaves`);
    await page.getByRole('button', { name: 'Insertar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insertar en tu sitio web' });
    await expect(dialog.getByTestId('embed-code')).toHaveValue(new RegExp(`^<iframe src="${platform}/insertar/torneos/${validId}/fases/${phaseId}/llaves" `));
    await dialog.getByRole('button', { name: 'Copiar código' }).click();
    await expect(page.getByText('Código copiado')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await dialog.getByTestId('embed-code').inputValue());
    await expect(page.frameLocator('[data-testid="embed-preview"]').locator('[data-match="r1p1"]:visible')).toContainText('Ganador');
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter((item) => item.impact === 'serious' || item.impact === 'critical')).toEqual([]);
  } finally {
    await host.stop();
  }
});

test('group tables framed in the dark theme, compact, update live on a phone (en, 375 px)', async ({ page, request, baseURL }, testInfo) => {
  const platform = baseURL ?? '';
  await page.setViewportSize({ width: 375, height: 800 });
  const headers = await apiHeadersOf(platform, 'organizador');
  const { validId, phaseId } = await createPlayablePhase(request, headers, { name: `Liga insertada ${Date.now().toString(36)}`, entries: 4 });
  await drawPhase(request, headers, phaseId);
  await startTournament(request, headers, validId);
  await startPhase(request, headers, phaseId);
  const host = await startEmbedHost(`${platform}/en/embed/tournaments/${validId}/phases/${phaseId}/groups?theme=dark&size=compact`, 'Groups');
  try {
    await page.goto(host.url);
    const frame = await embedFrame(page, platform);
    const root = frame.locator('[data-route-id="embed-groups"]');
    await expect(root).toHaveAttribute('data-embed-theme', 'dark');
    await expect(root).toHaveAttribute('data-embed-size', 'compact');
    // The dark theme is the page's own colours, not a filter: a dark background under light text.
    expect(await root.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(15, 17, 21)');
    await expect(frame.getByTestId('embed-source')).toHaveAttribute('href', `/en/tournaments/${validId}/phases/${phaseId}/groups`);
    await expectNoAppFrame(frame);

    const [group] = (await readDraw(request, phaseId)).groups;
    const match = (await readMatches(request, phaseId)).find((item) => item.homeId !== null && item.awayId !== null);
    const home = group?.entries.find((entry) => entry.inscribedId === match?.homeId);
    if (!group || !match || !home) throw new Error('the draw made no playable match');
    const name = `${home.firstName} ${home.lastName}`.trim();
    const standings = frame.getByRole('table', { name: `Group ${group.name} standings` });
    const played = standings.locator('tbody tr').filter({ has: frame.locator('th', { hasText: name }) }).locator('td').nth(1);
    await expect(played).toHaveText('0');
    await frame.evaluate(() => (window.sameDocument = true));
    await saveResult(request, headers, match, gamesWon('home', 3, 0));
    await expect(played).toHaveText('1', { timeout: 5_000 });
    expect(await frame.evaluate(() => window.sameDocument)).toBe(true);
    // Contrast of the dark theme included.
    expect((await new AxeBuilder({ page }).analyze()).violations.filter((item) => item.impact === 'serious' || item.impact === 'critical')).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('embed-groups-375-dark.png'), fullPage: true });
  } finally {
    await host.stop();
  }
});
