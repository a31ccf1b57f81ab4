import { expect, test, type APIRequestContext } from '@playwright/test';
import type { FeedMatch, Inscribed, PersonMatchesPage } from '@domain/contract';
import { createPlayablePhase, drawPhase, gamesWon, readMatches, saveResult, startPhase, startTournament } from './pages/competition-api';
import { FollowScreen } from './pages/follow';
import { apiHeadersOf, authHeaders, signIn } from './pages/session';

test.describe.configure({ timeout: 90_000 });

async function data<T>(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await request.get(path, { headers });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const nameOf = (entry: Inscribed) => `${entry.person.firstName} ${entry.person.lastName}`.trim();

test.describe('following', () => {
  test.use({ locale: 'es-ES', viewport: { width: 1280, height: 900 } });

  test('a followed player’s next match, then its result, show on the welcome page', async ({ page, context, request, baseURL }) => {
    const base = baseURL ?? '';
    const organiser = await apiHeadersOf(base, 'organizador');
    const tag = Date.now().toString(36);
    const played = await createPlayablePhase(request, organiser, { name: `Seguimiento ${tag}`, entries: 4 });
    await drawPhase(request, organiser, played.phaseId);
    await startTournament(request, organiser, played.validId);
    await startPhase(request, organiser, played.phaseId);
    const [match] = await readMatches(request, played.phaseId);
    if (!match) throw new Error('the phase has no match');
    const entries = (await data<{ items: Inscribed[] }>(request, `/api/inscribed/${played.validId}?size=100`)).items;
    const player = entries.find((entry) => entry.id === match.homeId);
    if (!player) throw new Error('the match has no home entry');
    // Soon, so it comes before the demo's own scheduled matches among the next five.
    const moved = await request.put(`/api/calendar/matches/${match.id}`, { headers: organiser, data: { version: match.version, scheduledAt: new Date(Date.now() + 3 * 60_000).toISOString() } });
    expect(moved.ok()).toBe(true);

    await signIn(context, base, 'jugador');
    const screen = new FollowScreen(page, 'es');
    await screen.openPlayer(player.personId);
    await screen.follow(nameOf(player));
    await expect(page.getByTestId('person-upcoming').locator(`[data-match-id="${match.id}"]`)).toBeVisible();

    await screen.openWelcome();
    await expect(screen.feedMatch('upcoming', match.id)).toBeVisible();
    await expect(page.getByTestId('following').getByRole('link', { name: nameOf(player) })).toBeVisible();

    const [current] = (await readMatches(request, played.phaseId)).filter((row) => row.id === match.id);
    if (!current) throw new Error('the match is gone');
    await saveResult(request, organiser, current, gamesWon('home', 3, 1));
    await page.reload();
    await expect(screen.feedMatch('results', match.id)).toContainText('3-1');
    await expect(screen.feedMatch('upcoming', match.id)).toHaveCount(0);

    // The follow is kept on the server: unfollowing leaves the demo player as the seed made them.
    const removed = await request.delete(`/api/favorites/player/${player.personId}`, { headers: await authHeaders(context) });
    expect(removed.ok()).toBe(true);
  });
});

test.describe('a player page', () => {
  test.use({ locale: 'en-GB', viewport: { width: 375, height: 800 } });

  test('shows podiums and a head-to-head with an opponent chosen by name', async ({ page, context, request, baseURL }) => {
    const base = baseURL ?? '';
    await signIn(context, base, 'jugador');
    const followed = await data<{ kind: string; targetId: number }[]>(request, '/api/favorites', await authHeaders(context));
    const personId = followed.find((item) => item.kind === 'player')?.targetId;
    if (personId === undefined) throw new Error('the demo player follows no player');
    const results = await data<PersonMatchesPage>(request, `/api/match/person/${personId}?played=true&size=1`);
    const last: FeedMatch | undefined = results.items[0];
    const opponent = last?.home?.personId === personId ? last.away : last?.home;
    if (!opponent) throw new Error('the followed player has no result');

    const screen = new FollowScreen(page, 'en');
    await screen.openPlayer(personId);
    await expect(screen.podiums().first()).toBeVisible();
    await expect(screen.star(await page.getByRole('heading', { level: 1 }).innerText())).toHaveAttribute('aria-pressed', 'true');
    const versus = await screen.chooseOpponent(opponent.name);
    await expect(versus.getByRole('link', { name: new RegExp(last?.validName ?? '') }).first()).toBeVisible();
  });
});
