// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import { act, createPhase, createPlayer, createValid } from '../../test/tournaments';
import type { Inscribed, MatchView, Phase, PhaseDraw, ValidPosition, ValidResults } from '@domain/contract';

let t: TestApp;
let owner: TestUser;
let communityId: number;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const win = (homeWins: boolean) => ({ periods: Array.from({ length: 3 }, () => (homeWins ? { home: 11, away: 6 } : { home: 6, away: 11 })) });

describe('a whole table-tennis tournament', () => {
  it('plays 16 entries through four groups and an 8-entry knockout to its final positions', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const valid = await createValid(as, { name: 'Abierto de 16' });
    const groups = await createPhase(as, valid.id, { name: 'Grupos', configuration: { groupSize: 4, classified: 2 } });
    const knockout = await createPhase(as, valid.id, { name: 'Llaves', formatId: 2, configuration: { thirdPlace: true } });

    const people = [];
    for (let index = 1; index <= 16; index += 1) people.push(await createPlayer(as, { firstName: `Jugador ${index}`, lastName: `Seed ${index}` }));
    const entered = await as.post<Inscribed[]>(`/api/inscribed/${valid.id}`, { personIds: people.map((person) => person.id) });
    expect(entered.status).toBe(201);
    const entryOf = new Map(entered.body.data.map((entry) => [entry.personId, entry]));
    const ids = people.map((person) => entryOf.get(person.id)?.id ?? 0);
    const seeds = ids.map((id, index) => ({ id, seed: index + 1, version: entered.body.data.find((entry) => entry.id === id)?.version }));
    expect((await as.put(`/api/inscribed/${valid.id}/seeds`, { seeds })).status).toBe(200);
    const seedOf = new Map(ids.map((id, index) => [id, index + 1]));
    const stronger = (match: MatchView) => (seedOf.get(match.homeId ?? 0) ?? 99) < (seedOf.get(match.awayId ?? 0) ?? 99);

    expect((await act(as, `/api/valid/${valid.id}/status`, 'start', valid.version)).status).toBe(200);
    const groupDraw = await as.put<PhaseDraw>(`/api/sort/group/${groups.id}`, {});
    // Snake over four groups: 1 8 9 16 / 2 7 10 15 / 3 6 11 14 / 4 5 12 13.
    expect(groupDraw.body.data.groups.map((group) => group.entries.map((entry) => seedOf.get(entry.inscribedId)))).toEqual([
      [1, 8, 9, 16],
      [2, 7, 10, 15],
      [3, 6, 11, 14],
      [4, 5, 12, 13],
    ]);
    expect((await as.put(`/api/sort/group/${knockout.id}`, {})).status).toBe(409);

    const started = await act(as, `/api/phase/${groups.id}/status`, 'start', groups.version);
    const playAll = async (phaseId: number) => {
      for (;;) {
        const rows = (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phaseId}`)).body.data;
        const ready = rows.filter((match) => match.status === 'pending' && match.homeId !== null && match.awayId !== null);
        if (ready.length === 0) return rows;
        for (const match of ready) {
          const saved = await as.put<MatchView>(`/api/match/${match.id}`, { version: match.version, result: win(stronger(match)) });
          expect(saved.status).toBe(200);
        }
      }
    };
    const [firstMatch] = (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${groups.id}`)).body.data;
    await as.put(`/api/match/${firstMatch?.id ?? 0}`, { version: 1, result: win(firstMatch ? stronger(firstMatch) : true) });
    const early = await act(as, `/api/phase/${groups.id}/status`, 'finish', started.body.data.version);
    expect(early.status).toBe(409);
    expect(early.body.error?.message).toBe('Faltan resultados: cada partido debe tener el suyo antes de terminar la fase');

    // A phase's entries: the groups hold all 16; the knockout none while the groups are played (none placed in it).
    const phaseEntrySeeds = async (phaseId: number) =>
      (await api(t.url).get<PageOf<Inscribed>>(`/api/inscribed/${valid.id}/${phaseId}?size=100`)).body.data.items.map((entry) => seedOf.get(entry.id)).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(await phaseEntrySeeds(groups.id)).toHaveLength(16);
    expect(await phaseEntrySeeds(knockout.id)).toEqual([]);
    expect(await playAll(groups.id)).toHaveLength(24);
    const finished = await act(as, `/api/phase/${groups.id}/status`, 'finish', started.body.data.version);
    expect(finished.body.data.statusId).toBe(3);
    // Once the groups are finished the knockout holds their top two, before and after its draw.
    expect(await phaseEntrySeeds(knockout.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    const bracket = await as.put<PhaseDraw>(`/api/sort/group/${knockout.id}`, {});
    expect(bracket.status).toBe(200);
    expect(await phaseEntrySeeds(knockout.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(bracket.body.data.bracket).toMatchObject({ size: 8, rounds: 3 });
    expect(bracket.body.data.options.entries.map((entry) => seedOf.get(entry.id))).toEqual([1, 2, 3, 4, 8, 7, 6, 5]);
    // Group winners 1 and 2 on the end lines; every runner-up in the other half from its group winner.
    const lines = (bracket.body.data.bracket?.lines ?? []).map((id) => seedOf.get(id ?? 0));
    expect([lines[0], lines[7]]).toEqual([1, 2]);
    const half = (seed: number) => Math.floor(lines.indexOf(seed) / 4);
    for (const [winner, runnerUp] of [[1, 8], [2, 7], [3, 6], [4, 5]] as const) expect(half(winner)).not.toBe(half(runnerUp));

    const knockoutStarted = await act(as, `/api/phase/${knockout.id}/status`, 'start', knockout.version);
    expect(await playAll(knockout.id)).toHaveLength(8);
    await act(as, `/api/phase/${knockout.id}/status`, 'finish', knockoutStarted.body.data.version);
    const current = await api(t.url).get<{ version: number }>(`/api/valid/${valid.id}`);
    expect((await act(as, `/api/valid/${valid.id}/status`, 'finish', current.body.data.version)).status).toBe(200);

    const results = await api(t.url).get<ValidResults>(`/api/valid/results/${valid.id}`);
    expect(results.body.data).toMatchObject({ validId: valid.id, statusId: 3, final: true });
    const table = results.body.data.positions.map((p) => [seedOf.get(p.inscribedId), p.position, p.positionTo]);
    expect(table).toEqual([
      [1, 1, 1],
      [2, 2, 2],
      [3, 3, 3],
      [4, 4, 4],
      [5, 5, 8],
      [6, 5, 8],
      [7, 5, 8],
      [8, 5, 8],
      [9, 9, 12],
      [10, 9, 12],
      [11, 9, 12],
      [12, 9, 12],
      [13, 13, 16],
      [14, 13, 16],
      [15, 13, 16],
      [16, 13, 16],
    ]);
    expect(results.body.data.positions[0]).toMatchObject({ firstName: 'Jugador 1', lastName: 'Seed 1', personId: people[0]?.id });
    const positions = await api(t.url).get<ValidPosition[]>(`/api/valid/player-positions/${valid.id}`);
    expect(positions.body.data).toEqual(results.body.data.positions);
    const phases = (await api(t.url).get<Phase[]>(`/api/phase?validId=${valid.id}`)).body.data;
    expect(phases.map((phase) => phase.statusId)).toEqual([3, 3]);
  });
  it('draws a Repechaje phase from the eliminated and the next Normal phase from the qualified of both', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const valid = await createValid(as, { name: 'Con repechaje' });
    const groups = await createPhase(as, valid.id, { name: 'Grupos', configuration: { groupSize: 4, classified: 2, unclassified: 2 } });
    const repechage = await createPhase(as, valid.id, { name: 'Repechaje', formatId: 2, categoryId: 2, configuration: { classified: 2 } });
    const final = await createPhase(as, valid.id, { name: 'Llaves', formatId: 2 });
    const people = [];
    for (let index = 1; index <= 8; index += 1) people.push(await createPlayer(as, { firstName: `R${index}` }));
    const entered = await as.post<Inscribed[]>(`/api/inscribed/${valid.id}`, { personIds: people.map((person) => person.id) });
    const ids = entered.body.data.map((entry) => entry.id).sort((a, b) => a - b);
    await as.put(`/api/inscribed/${valid.id}/seeds`, { seeds: ids.map((id, index) => ({ id, seed: index + 1, version: entered.body.data.find((entry) => entry.id === id)?.version })) });
    const seedOf = new Map(ids.map((id, index) => [id, index + 1]));
    const play = async (phaseId: number, version: number) => {
      const started = await act(as, `/api/phase/${phaseId}/status`, 'start', version);
      for (;;) {
        const rows = (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phaseId}`)).body.data;
        const ready = rows.filter((match) => match.status === 'pending' && match.homeId !== null && match.awayId !== null);
        if (ready.length === 0) break;
        for (const match of ready) {
          const homeStronger = (seedOf.get(match.homeId ?? 0) ?? 99) < (seedOf.get(match.awayId ?? 0) ?? 99);
          await as.put(`/api/match/${match.id}`, { version: match.version, result: win(homeStronger) });
        }
      }
      expect((await act(as, `/api/phase/${phaseId}/status`, 'finish', started.body.data.version)).status).toBe(200);
    };
    // Snake over two groups: 1 4 5 8 / 2 3 6 7; the stronger always wins.
    await as.put(`/api/sort/group/${groups.id}`, {});
    await play(groups.id, groups.version);

    const second = await as.put<PhaseDraw>(`/api/sort/group/${repechage.id}`, {});
    expect(second.body.data.options.entries.map((entry) => seedOf.get(entry.id))).toEqual([5, 6, 8, 7]);
    expect((await as.put(`/api/sort/group/${final.id}`, {})).status).toBe(409);
    await play(repechage.id, repechage.version);

    const third = await as.put<PhaseDraw>(`/api/sort/group/${final.id}`, {});
    expect(third.body.data.options.entries.map((entry) => seedOf.get(entry.id))).toEqual([1, 2, 4, 3, 5, 6]);
    expect(third.body.data.bracket?.lines.filter((line) => line === null)).toHaveLength(2);
  });
});
