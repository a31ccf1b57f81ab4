import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createPlayablePhase, drawPhase, startPhase } from './pages/competition-api';
import { PhaseScreen } from './pages/phase';
import { authHeaders, signIn } from './pages/session';

test.describe.configure({ timeout: 120_000 });

const FLOWS = [
  { locale: 'es', width: 1280, draw: 'Sortear', drawn: 'La fase quedó sorteada', groups: 'Grupos', enter: 'Cargar resultado', save: 'Guardar resultado', set: 'Set', unfinished: 'Un set termina', standings: /^Clasificación de Grupo/, played: 'Jugado', redraw: 'Volver a sortear', locked: 'ya tiene resultado' },
  { locale: 'en', width: 375, draw: 'Draw', drawn: 'The phase was drawn', groups: 'Groups', enter: 'Enter result', save: 'Save result', set: 'Game', unfinished: 'A game ends', standings: /standings$/, played: 'Played', redraw: 'Redraw', locked: 'already has a result' },
] as const;

for (const flow of FLOWS) {
  test(`an organiser (${flow.locale}, ${flow.width} px) draws a table-tennis phase into groups, enters a result by keyboard and sees the standings move`, async ({ page, context, baseURL, request }) => {
    await page.setViewportSize({ width: flow.width, height: 900 });
    await signIn(context, baseURL ?? '', 'organizador');
    const headers = await authHeaders(context);
    const { validId, phaseId } = await createPlayablePhase(request, headers, { name: `Liga de Otoño ${flow.locale} ${Date.now().toString(36)}`, entries: 8 });
    const phase = new PhaseScreen(page, flow.locale);

    await phase.open(validId, phaseId, 'draws');
    await expect(page.getByTestId('phase-not-drawn')).toBeVisible();
    await phase.drawForm.getByRole('spinbutton').first().fill('2');
    await phase.drawForm.getByRole('button', { name: flow.draw, exact: true }).click();
    await expect(page.getByText(flow.drawn)).toBeVisible();
    await expect(phase.drawSummary).toContainText('A: 4');
    await expect(phase.drawSummary).toContainText('B: 4');

    await startPhase(request, headers, phaseId);
    await phase.open(validId, phaseId, 'matches');
    await expect(phase.matches).toHaveCount(12);
    const { card, home, away } = await phase.firstPending();
    await card.getByRole('button', { name: flow.enter }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: `${flow.set} 1, ${home}` })).toBeFocused();
    // An unfinished game is refused in place with the engine's reason, and nothing is saved.
    await page.keyboard.type('11');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10');
    await page.keyboard.press('Enter');
    // It names the game, marks its fields and takes the focus back to the first of them.
    await expect(dialog.getByRole('alert')).toContainText(`${flow.set} 1: ${flow.unfinished}`);
    const refused = dialog.getByRole('textbox', { name: `${flow.set} 1, ${home}` });
    await expect(refused).toBeFocused();
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    // The sides' names are written whole over their columns, on a phone too.
    const sides = dialog.getByTestId('score-sides');
    await expect(sides).toContainText(home);
    expect(await sides.locator('span').evaluateAll((spans) => spans.every((span) => span.scrollWidth <= span.clientWidth))).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('5');
    for (const score of ['11', '7', '11', '9']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(score);
    }
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('match-score')).toHaveText('3 : 0');
    await expect(card).toHaveAttribute('data-status', 'played');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await phase.open(validId, phaseId, 'groups');
    await expect(phase.groups).toHaveCount(2);
    const winner = phase.standingsRow(home, flow.standings);
    await expect(winner.getByRole('cell').first()).toHaveText('1');
    // Played, won, lost, match points (2 for a win), games 3:0.
    await expect(winner).toContainText(/1\s*1\s*0\s*2\s*3:0/);
    await expect(phase.standingsRow(away, flow.standings)).toContainText('0:3');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // With a result in, the draw stands.
    await phase.open(validId, phaseId, 'draws');
    await expect(page.getByTestId('draw-locked')).toContainText(flow.locked);
    await expect(phase.drawForm.getByRole('button', { name: flow.redraw })).toBeDisabled();
  });
}

test('a visitor watching the public bracket sees each result appear within two seconds, without reloading', async ({ browser, context, baseURL, request }) => {
  await signIn(context, baseURL ?? '', 'organizador');
  const headers = await authHeaders(context);
  const { validId, phaseId } = await createPlayablePhase(request, headers, { name: `Copa en vivo ${Date.now().toString(36)}`, entries: 8, knockout: true });
  await drawPhase(request, headers, phaseId);
  await startPhase(request, headers, phaseId);
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await visitor.newPage();
    await page.goto(`/en/tournaments/${validId}/phases/${phaseId}/brackets`);
    await expect(page.locator('[data-match="r1p1"]:visible')).toBeVisible();
    await page.evaluate(() => (window.sameDocument = true));
    const matches = (await (await request.get(`/api/match?phaseId=${phaseId}`)).json()) as { data: Array<{ id: number; code: string; version: number }> };
    const games = { periods: [{ home: 11, away: 6 }, { home: 11, away: 8 }, { home: 11, away: 4 }] };
    for (const code of ['r1p1', 'r1p2']) {
      const match = matches.data.find((item) => item.code === code);
      if (!match) throw new Error(`no match ${code}`);
      const card = page.locator(`[data-match="${code}"]:visible`);
      await expect(card).not.toContainText('Winner');
      const saved = await request.put(`/api/match/${match.id}`, { headers, data: { version: match.version, result: games } });
      expect(saved.status()).toBe(200);
      await expect(card).toContainText('Winner', { timeout: 2_000 });
      await expect(card).toContainText('3');
    }
    // Both semi-final places filled by the winners, in the same document: nothing was reloaded.
    await expect(page.locator('[data-match="r2p1"]:visible')).not.toContainText('To be decided', { timeout: 2_000 });
    expect(await page.evaluate(() => window.sameDocument)).toBe(true);
  } finally {
    await visitor.close();
  }
});

test('a match that does not exist shows the not-found screen in both languages', async ({ page }) => {
  for (const path of ['/juegos/987654321', '/en/matches/987654321']) {
    await page.goto(path);
    await expect(page.getByTestId('not-found')).toBeVisible();
  }
});
