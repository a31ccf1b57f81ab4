import { expect } from 'vitest';
import type { Inscribed, MatchView } from '@domain/contract';
import { api } from '../../test/catalog';
import { act, createPhase, createPlayer, createValid } from '../../test/tournaments';

type Api = ReturnType<typeof api>;
const win = (homeWins: boolean) => ({ periods: Array.from({ length: 3 }, () => (homeWins ? { home: 11, away: 6 } : { home: 6, away: 11 })) });

/**
 * A finished men's knockout in which the better seed always wins; people in seed order. `beforeEntries` runs once
 * the players exist and before they are entered (to give them clubs, say); `fields` go into the tournament (its organiser…).
 */
export async function playedKnockout(url: string, as: Api, births: (string | null)[], name = 'Abierto', beforeEntries?: (people: number[]) => Promise<void>, fields: Record<string, unknown> = {}) {
  const valid = await createValid(as, { name, genreId: 3, ...fields });
  const phase = await createPhase(as, valid.id, { name: 'Llaves', formatId: 2 });
  const people = [];
  for (const [index, birthDate] of births.entries()) people.push(await createPlayer(as, { firstName: `${name} ${index + 1}`, lastName: 'Ruiz', ...(birthDate ? { birthDate } : {}) }));
  await beforeEntries?.(people.map((person) => person.id));
  const entered = await as.post<Inscribed[]>(`/api/inscribed/${valid.id}`, { personIds: people.map((person) => person.id) });
  const ids = people.map((person) => entered.body.data.find((entry) => entry.personId === person.id)?.id ?? 0);
  const versionOf = (id: number) => entered.body.data.find((entry) => entry.id === id)?.version;
  await as.put(`/api/inscribed/${valid.id}/seeds`, { seeds: ids.map((id, index) => ({ id, seed: index + 1, version: versionOf(id) })) });
  const seedOf = new Map(ids.map((id, index) => [id, index + 1]));
  await act(as, `/api/valid/${valid.id}/status`, 'start', valid.version);
  expect((await as.put(`/api/sort/group/${phase.id}`, {})).status).toBe(200);
  const started = await act(as, `/api/phase/${phase.id}/status`, 'start', phase.version);
  for (;;) {
    const ready = (await api(url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data.filter((m) => m.status === 'pending' && m.homeId !== null && m.awayId !== null);
    if (ready.length === 0) break;
    for (const match of ready) await as.put(`/api/match/${match.id}`, { version: match.version, result: win((seedOf.get(match.homeId ?? 0) ?? 9) < (seedOf.get(match.awayId ?? 0) ?? 9)) });
  }
  expect((await act(as, `/api/phase/${phase.id}/status`, 'finish', started.body.data.version)).status).toBe(200);
  const current = await api(url).get<{ version: number }>(`/api/valid/${valid.id}`);
  expect((await act(as, `/api/valid/${valid.id}/status`, 'finish', current.body.data.version)).status).toBe(200);
  return { valid, phase, people: people.map((person) => person.id) };
}
