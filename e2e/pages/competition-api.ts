import type { APIRequestContext } from '@playwright/test';
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

/** Draws a phase over the API with a fixed seed (the same entries and seed always give the same draw). */
export async function drawPhase(request: APIRequestContext, headers: Record<string, string>, phaseId: number, input: Record<string, unknown> = {}) {
  return call<{ version: number }>(request, headers, 'put', `/api/sort/group/${phaseId}`, { seed: 7, ...input });
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
