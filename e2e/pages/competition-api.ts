import type { APIRequestContext } from '@playwright/test';
import type { MatchView, PhaseDraw } from '@domain/contract';
import { apiHeadersOf } from './session';

interface Envelope<T> {
  data: T;
}

async function call<T>(request: APIRequestContext, headers: Record<string, string>, method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> {
  const response = await request[method](path, { headers, ...(data === undefined ? {} : { data }) });
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as Envelope<T>).data;
}

/** Players registered at once when the demo data has too few for a phase. */
const BATCH = 16;

export interface PlayablePhase {
  validId: number;
  phaseId: number;
  name: string;
}

/**
 * A table-tennis singles tournament of the signed-in organiser with one phase (groups of four, or a knockout)
 * and `entries` players entered (demo players first, then new ones), made over the API as the web app would.
 */
export async function createPlayablePhase(request: APIRequestContext, headers: Record<string, string>, options: { name: string; entries: number; knockout?: boolean }): Promise<PlayablePhase> {
  const valid = await call<{ id: number }>(request, headers, 'post', '/api/valid', { name: options.name, sportId: 1, modalityId: 1, startDate: '2027-05-01', endDate: '2027-05-02' });
  const phase = await call<{ id: number }>(request, headers, 'post', '/api/phase', {
    validId: valid.id,
    name: options.knockout ? 'Llaves' : 'Grupos',
    formatId: options.knockout ? 2 : 1,
    configuration: options.knockout ? { thirdPlace: true } : { groupSize: 4 },
  });
  const people = new Set<number>();
  const letters = ['a', 'e', 'o', 'i', 'u', 'r', 'n', 's'];
  const found = await Promise.all(letters.map((letter) => call<Array<{ id: number }>>(request, headers, 'get', `/api/inscribed/${valid.id}/candidates?q=${letter}&limit=50`)));
  for (const person of found.flat()) if (people.size < options.entries) people.add(person.id);
  // A big draw needs more players than the demo has: the rest are registered as an organiser would, a batch at a time.
  const missing = options.entries - people.size;
  const tag = Date.now().toString(36);
  for (let at = 0; at < missing; at += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, missing - at) }, (_, index) => at + index + 1);
    const made = await Promise.all(batch.map((number) => call<{ id: number }>(request, headers, 'post', '/api/person/players', { firstName: `Jugador ${number}`, lastName: tag })));
    for (const person of made) people.add(person.id);
  }
  if (people.size < options.entries) throw new Error(`only ${people.size} players could be entered`);
  await call(request, headers, 'post', `/api/inscribed/${valid.id}`, { personIds: [...people] });
  return { validId: valid.id, phaseId: phase.id, name: options.name };
}

/** A team's players, named for the sheet: `Ana Tag`, `Beto Tag`… */
export interface DemoTeam {
  id: number;
  name: string;
  players: string[];
}

/**
 * A table tennis team league of the signed-in organiser: two new teams of four players each, entered, drawn into one
 * group (a single encounter) and started, so its encounter can be entered match by match.
 */
export async function createTeamLeague(request: APIRequestContext, headers: Record<string, string>, options: { name: string; tag: string }): Promise<PlayablePhase & { teams: DemoTeam[] }> {
  const valid = await call<{ id: number }>(request, headers, 'post', '/api/valid', { name: options.name, sportId: 1, modalityId: 2, genreId: 1, startDate: '2027-05-01', endDate: '2027-05-02' });
  const phase = await call<{ id: number }>(request, headers, 'post', '/api/phase', { validId: valid.id, name: 'Liga', formatId: 1, configuration: { groupCount: 1 } });
  const teams: DemoTeam[] = [];
  for (const [index, firstNames] of [['Ana', 'Bea', 'Carla', 'Dora'], ['Xavi', 'Yago', 'Zoe', 'Uriel']].entries()) {
    const players = await Promise.all(firstNames.map((firstName) => call<{ id: number }>(request, headers, 'post', '/api/person/players', { firstName, lastName: options.tag, genreId: 3 })));
    const name = `${index === 0 ? 'Halcones' : 'Cóndores'} ${options.tag}`;
    const team = await call<{ id: number }>(request, headers, 'post', '/api/person/teams', { firstName: name, sportId: 1, teamMembers: players.map((player) => ({ personId: player.id })) });
    teams.push({ id: team.id, name, players: firstNames.map((firstName) => `${firstName} ${options.tag}`) });
  }
  await call(request, headers, 'post', `/api/inscribed/${valid.id}`, { personIds: teams.map((team) => team.id) });
  await drawPhase(request, headers, phase.id);
  await startPhase(request, headers, phase.id);
  return { validId: valid.id, phaseId: phase.id, name: options.name, teams };
}

/** Draws a phase over the API with a fixed seed (the same entries and seed always give the same draw). */
export async function drawPhase(request: APIRequestContext, headers: Record<string, string>, phaseId: number, input: Record<string, unknown> = {}) {
  return call<{ version: number }>(request, headers, 'put', `/api/sort/group/${phaseId}`, { seed: 7, ...input });
}

/** Starts a drawn phase, as its owner does before entering results (the status machine refuses them until then). */
export async function startPhase(request: APIRequestContext, headers: Record<string, string>, phaseId: number): Promise<void> {
  const phase = await call<{ version: number }>(request, headers, 'get', `/api/phase?id=${phaseId}`);
  await call(request, headers, 'post', `/api/phase/${phaseId}/status`, { action: 'start', version: phase.version });
}

/** Appends a knockout phase of category Normal: it is drawn from the qualified of the phase before it. */
export async function addKnockoutPhase(request: APIRequestContext, headers: Record<string, string>, validId: number, options: { name: string; thirdPlace: boolean }): Promise<number> {
  const phase = await call<{ id: number }>(request, headers, 'post', '/api/phase', { validId, name: options.name, formatId: 2, categoryId: 1, configuration: { thirdPlace: options.thirdPlace } });
  return phase.id;
}

/** Starts the tournament, as its owner would once entries are closed, so its final positions are published. */
export async function startTournament(request: APIRequestContext, headers: Record<string, string>, validId: number): Promise<void> {
  const valid = await call<{ version: number }>(request, headers, 'get', `/api/valid/${validId}`);
  await call(request, headers, 'post', `/api/valid/${validId}/status`, { action: 'start', version: valid.version });
}

export const readDraw = (request: APIRequestContext, phaseId: number) => call<PhaseDraw>(request, {}, 'get', `/api/sort/group/${phaseId}`);
export const readMatches = (request: APIRequestContext, phaseId: number) => call<MatchView[]>(request, {}, 'get', `/api/match?phaseId=${phaseId}`);

/** A table-tennis result of `won` games to `lost` for `winner`, the loser's games first so none ends early. */
export function gamesWon(winner: 'home' | 'away', won: number, lost: number) {
  const game = (winnerTakes: boolean) => (winnerTakes === (winner === 'home') ? { home: 11, away: 5 } : { home: 5, away: 11 });
  return { periods: [...Array.from({ length: lost }, () => game(false)), ...Array.from({ length: won }, () => game(true))] };
}

/** Saves a result over the API on the version read. */
export async function saveResult(request: APIRequestContext, headers: Record<string, string>, match: MatchView, result: ReturnType<typeof gamesWon>) {
  return call<MatchView>(request, headers, 'put', `/api/match/${match.id}`, { version: match.version, result });
}

/**
 * Plays a drawn, started knockout phase through (the home side always wins), then finishes the phase and the
 * tournament as the owner would: what a correction after the fact starts from.
 */
export async function playAndFinish(request: APIRequestContext, headers: Record<string, string>, validId: number, phaseId: number): Promise<void> {
  for (;;) {
    const ready = (await readMatches(request, phaseId)).filter((match) => match.status === 'pending' && match.homeId !== null && match.awayId !== null);
    if (ready.length === 0) break;
    for (const match of ready) await saveResult(request, headers, match, gamesWon('home', 3, 0));
  }
  const phase = await call<{ version: number }>(request, headers, 'get', `/api/phase?id=${phaseId}`);
  await call(request, headers, 'post', `/api/phase/${phaseId}/status`, { action: 'finish', version: phase.version });
  const valid = await call<{ version: number }>(request, headers, 'get', `/api/valid/${validId}`);
  await call(request, headers, 'post', `/api/valid/${validId}/status`, { action: 'finish', version: valid.version });
}

const DEMO_MATCHES = 'Juegos de demostración';

/**
 * A match of the demo data for the screens that show one: the demo seed has no drawn phase, so the first call
 * makes a small drawn tournament of the organiser's and later calls find it by name.
 */
export async function demoMatchId(request: APIRequestContext, baseURL: string): Promise<number> {
  const found = await call<{ items: Array<{ id: number }> }>(request, {}, 'get', `/api/valid?q=${encodeURIComponent(DEMO_MATCHES)}&size=1`);
  const validId = found.items[0]?.id;
  if (validId !== undefined) {
    const phases = await call<Array<{ id: number }>>(request, {}, 'get', `/api/phase?validId=${validId}`);
    const matches = phases[0] ? await call<Array<{ id: number }>>(request, {}, 'get', `/api/match?phaseId=${phases[0].id}`) : [];
    if (matches[0]) return matches[0].id;
  }
  const headers = await apiHeadersOf(baseURL, 'organizador');
  const made = await createPlayablePhase(request, headers, { name: DEMO_MATCHES, entries: 4 });
  await drawPhase(request, headers, made.phaseId);
  const matches = await call<Array<{ id: number }>>(request, {}, 'get', `/api/match?phaseId=${made.phaseId}`);
  if (!matches[0]) throw new Error('the demo draw made no match');
  return matches[0].id;
}
