import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { MatchView, OrderOfPlay } from '@domain/contract';
import { createPlayablePhase, drawPhase, gamesWon, readMatches, saveResult, startPhase, startTournament } from './pages/competition-api';
import { authHeaders, signIn } from './pages/session';

const FLOWS = [
  { locale: 'es', width: 375, tab: (id: number) => `/torneos/${id}/orden-de-juego`, board: (id: number) => `/torneos/${id}/pizarra`, place: (id: number) => `/lugares/${id}/pizarra`, call: 'Llamar', start: 'Iniciar', called: 'Llamado', playing: 'En juego' },
  { locale: 'en', width: 1280, tab: (id: number) => `/en/tournaments/${id}/order-of-play`, board: (id: number) => `/en/tournaments/${id}/board`, place: (id: number) => `/en/places/${id}/board`, call: 'Call', start: 'Start', called: 'Called', playing: 'Playing' },
] as const;

const MINUTE = 60_000;
const serious = (violations: { impact?: string | null }[]) => violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');

async function json<T>(request: APIRequestContext, method: 'post' | 'put' | 'get', path: string, headers: Record<string, string>, data?: unknown): Promise<T> {
  const response = await request[method](path, { headers, ...(data === undefined ? {} : { data }) });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

for (const flow of FLOWS) {
  test(`the owner calls and starts a match in the order of play, and a board follows a saved result (${flow.locale}, ${flow.width} px)`, async ({ page, context, browser, baseURL, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: flow.width, height: 900 });
    await signIn(context, baseURL ?? '', 'organizador');
    const headers = await authHeaders(context);
    const tag = `${flow.locale}${Date.now().toString(36)}`;
    const made = await createPlayablePhase(request, headers, { name: `Orden ${tag}`, entries: 4 });
    await drawPhase(request, headers, made.phaseId);
    await startTournament(request, headers, made.validId);
    await startPhase(request, headers, made.phaseId);
    const place = await json<{ id: number }>(request, 'post', '/api/place', headers, { name: `Pabellón ${tag}` });
    const [first, second, third] = await readMatches(request, made.phaseId);
    if (!first || !second || !third) throw new Error('three matches expected');
    const now = Date.now();
    const put = (match: MatchView, at: number, court: string) => json(request, 'put', `/api/calendar/matches/${match.id}`, headers, { version: match.version, scheduledAt: new Date(at).toISOString(), durationMinutes: 30, placeId: place.id, court });
    await put(first, now - 10 * MINUTE, 'Mesa 1');
    await put(second, now - 5 * MINUTE, 'Mesa 1');
    await put(third, now + 5 * MINUTE, 'Mesa 2');

    // 1. The order of play: the owner calls the match now on table 1, then starts it, one tap each.
    await page.goto(flow.tab(made.validId));
    const table = page.locator('[data-testid="court"][data-court="Mesa 1"]');
    const nowSlot = table.locator('[data-slot-name="now"]');
    await expect(nowSlot).toHaveAttribute('data-match-id', String(first.id));
    await expect(table.locator('[data-slot-name="next"]')).toHaveAttribute('data-match-id', String(second.id));
    await nowSlot.getByRole('button', { name: flow.call, exact: true }).click();
    await expect(nowSlot.getByTestId('desk-state')).toHaveText(flow.called);
    await nowSlot.getByRole('button', { name: flow.start, exact: true }).click();
    await expect(nowSlot.getByTestId('desk-state')).toHaveText(flow.playing);
    const afterStart = await json<OrderOfPlay>(request, 'get', `/api/order-of-play/valid/${made.validId}`, {});
    expect(afterStart.courts.find((court) => court.court === 'Mesa 1')?.now).toMatchObject({ matchId: first.id, deskState: 'started', deskVersion: 3 });
    const phoneFits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(phoneFits).toBe(true);
    await page.screenshot({ path: `test-results/order-of-play-${flow.locale}-${flow.width}.png`, fullPage: true });

    // 2. A board opened by a visitor: the result saved through the API moves table 1 on. On a TV-sized screen the board
    // is live from the start and moves within 2 s; on a phone it is read like an embed, starts its app at the first
    // change its stream announces, and moves within 5 s.
    const tv = await browser.newContext({ viewport: { width: flow.width, height: 900 } });
    try {
      const board = await tv.newPage();
      await board.goto(flow.board(made.validId));
      const boardTable = board.locator('[data-testid="court"][data-court="Mesa 1"]');
      await expect(boardTable.locator('[data-slot-name="now"]')).toHaveAttribute('data-match-id', String(first.id));
      await expect(boardTable.getByTestId('desk-state')).toHaveText(flow.playing);
      await expect(board.getByTestId('board-clock')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
      await expect(board.getByRole('navigation')).toHaveCount(0);
      const [current] = (await readMatches(request, made.phaseId)).filter((match) => match.id === first.id);
      if (!current) throw new Error('match gone');
      await saveResult(request, headers, current, gamesWon('home', 3, 0));
      await expect(boardTable.locator('[data-slot-name="now"]')).toHaveAttribute('data-match-id', String(second.id), { timeout: flow.width >= 1024 ? 2000 : 5000 });
      await board.screenshot({ path: `test-results/venue-board-${flow.locale}-${flow.width}.png` });
      expect(serious((await new AxeBuilder({ page: board }).analyze()).violations)).toEqual([]);

      // The venue's own board shows today's courts there, naming the tournament.
      await board.goto(flow.place(place.id));
      await expect(board.locator('[data-testid="court"][data-court="Mesa 2"]')).toContainText(made.name);
      await board.goto(flow.place(999_999));
      await expect(board.getByRole('heading', { level: 1 })).toBeVisible();
      const missing = await board.request.get(flow.place(999_999));
      expect(missing.status()).toBe(404);
    } finally {
      await tv.close();
    }
  });
}
