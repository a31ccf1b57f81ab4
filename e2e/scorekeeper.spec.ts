import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { MatchView, ResultHistory } from '@domain/contract';
import { createPlayablePhase, drawPhase, gamesWon, readMatches, saveResult, startPhase, startTournament } from './pages/competition-api';
import { authHeaders, signIn } from './pages/session';

test.describe.configure({ timeout: 120_000 });

const FLOWS = [
  {
    locale: 'es',
    viewport: { width: 375, height: 800 },
    phases: (validId: number) => `/torneos/${validId}/fases`,
    bracket: (validId: number, phaseId: number) => `/torneos/${validId}/fases/${phaseId}/llaves`,
    board: (validId: number) => `/torneos/${validId}/pizarra`,
    create: 'Crear enlace de anotador',
    name: 'Nombre del enlace',
    enter: 'Anotar resultado',
    save: 'Guardar resultado',
    winner: 'Ganador',
    sent: 'Enviado',
    queued: 'En cola en este dispositivo',
    keepMine: 'Mantener el mío',
    revoke: 'Revocar',
    revoked: 'El organizador ha revocado este enlace de anotador',
  },
  {
    locale: 'en',
    viewport: { width: 1280, height: 900 },
    phases: (validId: number) => `/en/tournaments/${validId}/phases`,
    bracket: (validId: number, phaseId: number) => `/en/tournaments/${validId}/phases/${phaseId}/brackets`,
    board: (validId: number) => `/en/tournaments/${validId}/board`,
    create: 'Create score-keeper link',
    name: 'Link name',
    enter: 'Enter result',
    save: 'Save result',
    winner: 'Winner',
    sent: 'Sent',
    queued: 'Queued on this device',
    keepMine: 'Keep mine',
    revoke: 'Revoke',
    revoked: 'The organiser revoked this score-keeper link',
  },
] as const;

type Flow = (typeof FLOWS)[number];

/** Enters games on a score-keeper screen's card of match `code`. */
async function enter(page: Page, flow: Flow, match: MatchView, games: ReadonlyArray<readonly [number, number]>) {
  const card = page.locator(`[data-testid="keeper-match"][data-match-id="${match.id}"]`);
  await card.getByRole('button', { name: flow.enter }).click();
  const fields = card.getByRole('textbox');
  for (const [index, [home, away]] of games.entries()) {
    await fields.nth(index * 2).fill(String(home));
    await fields.nth(index * 2 + 1).fill(String(away));
  }
  await card.getByRole('button', { name: flow.save }).click();
  return card;
}

const HOME_WINS = [
  [11, 5],
  [11, 6],
  [11, 7],
] as const;
const AWAY_WINS = [
  [4, 11],
  [5, 11],
  [6, 11],
] as const;

async function historyOf(request: APIRequestContext, headers: Record<string, string>, matchId: number) {
  const response = await request.get(`/api/match/history/${matchId}`, { headers });
  return ((await response.json()) as { data: ResultHistory }).data.entries;
}

for (const flow of FLOWS) {
  test(`a score-keeper link (${flow.locale}, ${flow.viewport.width} px) scores without an account, online and offline, settles a conflict and stops once revoked`, async ({ page, context, browser, baseURL, request }) => {
    await page.setViewportSize(flow.viewport);
    await signIn(context, baseURL ?? '', 'organizador');
    const headers = await authHeaders(context);
    const made = await createPlayablePhase(request, headers, { name: `Anotador ${flow.locale} ${Date.now().toString(36)}`, entries: 8, knockout: true });
    await startTournament(request, headers, made.validId);
    await drawPhase(request, headers, made.phaseId);
    await startPhase(request, headers, made.phaseId);
    const first = (await readMatches(request, made.phaseId)).filter((match) => match.round === 1).sort((a, b) => a.position - b.position);
    const [m1, m2, m3, m4] = first;
    if (!m1 || !m2 || !m3 || !m4) throw new Error('the draw made no first round of four');
    // The first two are due now on table 3 of a venue, so its board shows the first now and the second next.
    const place = await request.post('/api/place', { headers, data: { name: `Pabellón ${flow.locale} ${Date.now().toString(36)}` } });
    expect(place.ok()).toBe(true);
    const placeId = ((await place.json()) as { data: { id: number } }).data.id;
    for (const [index, match] of [m1, m2].entries()) {
      const scheduledAt = new Date(Date.now() - (10 - index * 5) * 60_000).toISOString();
      const moved = await request.put(`/api/calendar/matches/${match.id}`, { headers, data: { version: match.version, scheduledAt, durationMinutes: 30, placeId, court: 'Mesa 3' } });
      expect(moved.ok()).toBe(true);
    }

    // The owner makes the link in the tournament's Score-keepers section.
    await page.goto(flow.phases(made.validId));
    await page.getByLabel(flow.name).fill('Mesa 3');
    await page.getByRole('button', { name: flow.create }).click();
    const url = (await page.getByTestId('scorekeeper-url').textContent()) ?? '';
    await page.getByTestId('scorekeeper-links').screenshot({ path: `test-results/scorekeeper-links-${flow.locale}-${flow.viewport.width}.png` });
    expect(url).toContain(flow.locale === 'es' ? '/anotador/' : '/en/scorekeeper/');

    // Someone without an account opens it in a browser of their own.
    const keeperContext = await browser.newContext({ viewport: flow.viewport, baseURL });
    const keeper = await keeperContext.newPage();
    await keeper.goto(url);
    await expect(keeper.getByTestId('keeper-name')).toHaveText('Mesa 3');
    // The whole phase: four first-round matches, the semifinals, the final and the third place.
    await expect(keeper.getByTestId('keeper-match')).toHaveCount(8);

    // A result reaches the public bracket, open on the owner's screen, within 2 s.
    await page.goto(flow.bracket(made.validId, made.phaseId));
    // Phones show the bracket one round at a time; the tree stays hidden.
    const card = page.locator(`[data-match="${m1.code}"]:visible`).first();
    await expect(card).toBeVisible();
    await expect(card).not.toContainText(flow.winner);
    // And the venue board, on a TV opened by nobody in particular, moves table 3 on.
    const tv = await browser.newContext({ viewport: { width: 1280, height: 720 }, baseURL });
    const board = await tv.newPage();
    await board.goto(flow.board(made.validId));
    const table = board.locator('[data-testid="court"][data-court="Mesa 3"]');
    await expect(table.locator('[data-slot-name="now"]')).toHaveAttribute('data-match-id', String(m1.id));
    // Both within 2 s of the press of Save.
    const sent = await enter(keeper, flow, m1, HOME_WINS);
    await Promise.all([
      expect(sent.getByTestId('keeper-save-state')).toHaveText(flow.sent),
      expect(card).toContainText(flow.winner, { timeout: 2_000 }),
      expect(table.locator('[data-slot-name="now"]')).toHaveAttribute('data-match-id', String(m2.id), { timeout: 2_000 }),
    ]);
    await tv.close();
    await keeper.screenshot({ path: `test-results/scorekeeper-${flow.locale}-${flow.viewport.width}.png`, fullPage: true });

    // Offline: two results and a third the owner saves meanwhile; all wait on the device.
    await keeperContext.setOffline(true);
    await expect(keeper.getByTestId('keeper-offline')).toBeVisible();
    for (const match of [m2, m3]) await expect((await enter(keeper, flow, match, AWAY_WINS)).getByTestId('keeper-save-state')).toHaveText(flow.queued);
    await enter(keeper, flow, m4, AWAY_WINS);
    await saveResult(request, headers, m4, gamesWon('home', 3, 1));
    await expect(keeper.getByTestId('keeper-waiting')).toBeVisible();

    // Back online: the two arrive once each, and the conflict shows both scores to choose from.
    await keeperContext.setOffline(false);
    await expect(keeper.getByTestId('keeper-offline')).toBeHidden();
    const conflict = keeper.getByTestId('keeper-conflict');
    await expect(conflict.getByTestId('keeper-conflict-mine')).toContainText('0–3');
    await expect(conflict.getByTestId('keeper-conflict-theirs')).toContainText('3–1');
    for (const match of [m2, m3]) {
      await expect(keeper.locator(`[data-match-id="${match.id}"]`).getByTestId('keeper-save-state')).toHaveText(flow.sent);
      const entries = await historyOf(request, headers, match.id);
      expect(entries.map((entry) => entry.keeperName)).toEqual(['Mesa 3']);
    }
    await conflict.getByRole('button', { name: flow.keepMine }).click();
    await expect(keeper.locator(`[data-match-id="${m4.id}"]`).getByTestId('keeper-save-state')).toHaveText(flow.sent);
    const settled = await historyOf(request, headers, m4.id);
    expect(settled.map((entry) => [entry.keeperName, entry.after.periods.length])).toEqual([
      ['Mesa 3', 3],
      [null, 4],
    ]);

    // The owner opens a match's result straight from the bracket, with the keyboard.
    await page.goto(flow.bracket(made.validId, made.phaseId));
    await expect(page.getByTestId('bracket-owner-entry')).toBeAttached();
    await page.locator(`[data-match="${m2.code}"]:visible`).first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByRole('button', { name: flow.save })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // Revoked: the link refuses, saying why, in the keeper's language.
    await page.goto(flow.phases(made.validId));
    await page.getByTestId('scorekeeper-link').filter({ hasText: 'Mesa 3' }).getByRole('button', { name: flow.revoke }).click();
    await expect(page.getByTestId('scorekeeper-link').filter({ hasText: 'Mesa 3' }).getByRole('button', { name: flow.revoke })).toBeHidden();
    await keeper.reload();
    await expect(keeper.getByTestId('keeper-refused')).toHaveText(flow.revoked);
    await keeper.screenshot({ path: `test-results/scorekeeper-revoked-${flow.locale}.png` });
    await keeperContext.close();
  });
}
