// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped } from '../../test/catalog';
import { seedEntries } from '../../test/competition';
import { createPhase, createValid } from '../../test/tournaments';
import type { BracketTypes, DistributionRule, GroupDetail, MatchView, Phase, PhaseDraw, Valid, ValidDetail } from '@domain/contract';

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

const as = () => api(t.url, scoped(communityId, owner));
const placement = (draw: PhaseDraw) => draw.groups.map((group) => group.entries.map((entry) => entry.inscribedId));

async function tournament(entries: number, phase: Record<string, unknown> = {}, options: { seeds?: number; clubs?: number } = {}) {
  const valid: Valid = await createValid(as());
  const created = await createPhase(as(), valid.id, phase);
  const ids = await seedEntries(t.database.db, { ...valid, communityId }, entries, options);
  return { valid, phase: created, ids };
}

describe('drawing groups', () => {
  it('gives a later phase not drawn yet the places the drawn groups send it: the knockout its qualified, the repechage the next ones', async () => {
    const { valid, phase } = await tournament(7, { configuration: { groupSize: 4, classified: 2, unclassified: 1 } });
    // The repechage takes the groups' eliminated; the knockout after it the groups' qualified.
    await createPhase(as(), valid.id, { name: 'Repechaje', formatId: 2, categoryId: 2 });
    const knockout = await createPhase(as(), valid.id, { name: 'Llaves', formatId: 2 });
    const counts = async () => (await api(t.url).get<Phase[]>(`/api/phase?validId=${valid.id}`)).body.data.map((row) => [row.name, row.entryCount]);
    expect(await counts()).toEqual([[phase.name, 7], ['Repechaje', 0], ['Llaves', 0]]);
    await as().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { seed: 3 });
    // Groups of 4 and 3: two go on from each, the third of each goes to the repechage.
    expect(await counts()).toEqual([[phase.name, 7], ['Repechaje', 2], ['Llaves', 4]]);
    expect((await api(t.url).get<Phase>(`/api/phase?id=${knockout.id}`)).body.data.entryCount).toBe(4);
    expect((await api(t.url).get<ValidDetail>(`/api/valid/${valid.id}`)).body.data.phases.map((row) => row.entryCount)).toEqual([7, 2, 4]);
  });

  it('draws, reads, refuses a stale redraw, redraws, and locks the draw once a result exists', async () => {
    const { phase, ids } = await tournament(8, { configuration: { groupSize: 4 } }, { seeds: 4 });
    expect((await api(t.url).get(`/api/sort/group/${phase.id}`)).body).toEqual({ data: null });
    const drawn = await as().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { seed: 7 });
    expect(drawn.status).toBe(200);
    expect(drawn.body.data).toMatchObject({ phaseId: phase.id, method: 'snake', seed: 7, version: 1, bracket: null });
    expect(drawn.body.data.groups.map((group) => [group.name, group.entries.length])).toEqual([['A', 4], ['B', 4]]);
    // Snake: seeds 1 and 4 in group A, 2 and 3 in group B, each heading its group in seed order.
    expect(placement(drawn.body.data).map((group) => group.slice(0, 2))).toEqual([[ids[0], ids[3]], [ids[1], ids[2]]]);

    const read = await api(t.url).get<PhaseDraw>(`/api/sort/group/${phase.id}`);
    expect(read.body.data).toEqual(drawn.body.data);
    const rows = await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`);
    expect(rows.body.data).toHaveLength(12);
    expect((await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}&round=1`)).body.data).toHaveLength(4);

    const groupId = drawn.body.data.groups[0]?.id ?? 0;
    const group = await api(t.url).get<GroupDetail>(`/api/group/${groupId}`);
    expect(group.body.data.matches).toHaveLength(6);
    expect(group.body.data.matches.every((match) => match.status === 'pending' && match.groupId === groupId)).toBe(true);
    expect(group.body.data.standings.rows).toHaveLength(4);
    expect(group.body.data.standings).toMatchObject({ seed: 7 });
    // Nobody has played: the four are level and the recorded lot orders them.
    expect(group.body.data.standings.lots).toHaveLength(1);
    expect(group.body.data.standingsOptions.tieBreak.criteria[0]).toEqual({ key: 'matchPoints', scope: 'all' });

    const unnamed = await as().put(`/api/sort/group/${phase.id}`, { seed: 8 });
    expect(unnamed.status).toBe(400);
    expect(fieldsOf(unnamed)).toEqual({ 'body.version': 'Falta la versión del registro que leíste: envíala para que no se pisen cambios de otra persona' });
    const stale = await as().put(`/api/sort/group/${phase.id}`, { seed: 8, version: 4 });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.current?.version).toBe(1);
    const redrawn = await as().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { seed: 8, version: 1, method: 'balanced' });
    expect(redrawn.body.data).toMatchObject({ version: 2, seed: 8, method: 'balanced' });
    expect((await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data).toHaveLength(12);
    expect((await api(t.url).get(`/api/group/${groupId}`)).status).toBe(404);

    const [first] = (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
    await t.database.db.update(matches).set({ result: { periods: [{ home: 11, away: 3 }, { home: 11, away: 3 }, { home: 11, away: 3 }] }, status: 'played' }).where(eq(matches.id, first?.id ?? 0));
    const locked = await as().put(`/api/sort/group/${phase.id}`, { version: 2 });
    expect(locked.status).toBe(409);
    expect(locked.body.error?.message).toBe('La fase ya tiene resultados: no se puede volver a sortear');
  });

  it('places entries by hand, and refuses a placement that leaves one out with the engine’s reason', async () => {
    const { phase, ids } = await tournament(6, { configuration: { groupSize: 3 } });
    const manual = [ids.slice(0, 3).reverse(), ids.slice(3)];
    const drawn = await as().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { method: 'manual', manual });
    expect(placement(drawn.body.data)).toEqual(manual);
    const missing = await as().put(`/api/sort/group/${phase.id}`, { method: 'manual', manual: [ids.slice(0, 3), ids.slice(3, 5)], version: 1 }, { 'x-locale': 'en' });
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatchObject({ code: 'REFUSED', reason: 'manualEntryMismatch', message: 'The manual placement must place every entry exactly once' });
    expect(fieldsOf(await as().put(`/api/sort/group/${phase.id}`, { method: 'manual', version: 1 }))).toEqual({ 'body.manual': 'Este campo es obligatorio' });
  });

  it('replays a seeded random draw from its seed, and keeps clubs apart', async () => {
    const { phase } = await tournament(16, { configuration: { groupSize: 4 } }, { seeds: 4, clubs: 4 });
    const first = await as().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { method: 'random', seed: 12345 });
    const again = await as().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { method: 'random', seed: 12345, version: 1 });
    expect(again.body.data.version).toBe(2);
    expect(placement(again.body.data)).toEqual(placement(first.body.data));
    expect(first.body.data.options).toMatchObject({ kind: 'groups', groupCount: 4, separateBy: ['fromGroup', 'clubId'] });
    for (const group of first.body.data.groups) expect(new Set(group.entries.map((entry) => entry.clubName)).size).toBe(4);
  });

  it('draws a later phase only once the one before it is finished', async () => {
    const { valid } = await tournament(4);
    const knockout = await createPhase(as(), valid.id, { name: 'Llaves', formatId: 2 });
    const refused = await as().put(`/api/sort/group/${knockout.id}`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe('La fase anterior debe terminar antes de sortear esta');
  });
});

describe('drawing brackets', () => {
  it('draws 5 entries into a bracket of 8 with the byes already advanced', async () => {
    const { phase, ids } = await tournament(5, { formatId: 2, configuration: { thirdPlace: true } }, { seeds: 5 });
    const drawn = await as().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { seed: 3, seedOrder: 'natural' });
    expect(drawn.body.data.bracket).toMatchObject({ size: 8, rounds: 3, order: 'natural' });
    expect(drawn.body.data.bracket?.lines.filter((line) => line === null)).toHaveLength(3);
    const rows = (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
    expect(rows).toHaveLength(8);
    const byes = rows.filter((row) => row.status === 'bye');
    // Byes go to seeds 1–3, who stand in their quarterfinal-of-8 successors already.
    expect(byes.map((row) => row.winnerId).sort()).toEqual(ids.slice(0, 3).sort());
    const second = rows.filter((row) => row.round === 2 && !row.thirdPlace);
    expect(second.flatMap((row) => [row.homeId, row.awayId]).filter((id) => id !== null).sort()).toEqual(ids.slice(0, 3).sort());
    expect(rows.filter((row) => row.thirdPlace)).toHaveLength(1);
    expect(rows.find((row) => row.code === 'r1p1')).toMatchObject({ homeId: ids[0], awayId: null, status: 'bye' });
    // The next match is named by its id, the one `match/{id}` takes, with the engine's code beside it.
    const byCode = new Map(rows.map((row) => [row.code, row]));
    const semi = byCode.get('r2p1');
    expect(byCode.get('r1p1')?.winnerTo).toEqual({ matchId: semi?.id, matchCode: 'r2p1', side: 'home' });
    expect(semi?.loserTo).toEqual({ matchId: rows.find((row) => row.thirdPlace)?.id, matchCode: rows.find((row) => row.thirdPlace)?.code, side: 'home' });
    for (const row of rows) {
      for (const slot of [row.winnerTo, row.loserTo]) if (slot) expect(byCode.get(slot.matchCode)?.id).toBe(slot.matchId);
    }
    const next = await api(t.url).get<MatchView>(`/api/match/${byCode.get('r1p2')?.winnerTo?.matchId}`);
    expect(next.body.data.code).toBe('r2p1');
  });

  it('draws a bracket of 128 with every match in one go', async () => {
    const { phase, ids } = await tournament(128, { formatId: 2 }, { seeds: 32, clubs: 16 });
    const drawn = await as().put<PhaseDraw>(`/api/sort/group/${phase.id}`, {});
    expect(drawn.status).toBe(200);
    const lines = drawn.body.data.bracket?.lines ?? [];
    expect(lines).toHaveLength(128);
    expect([lines[0], lines[127]]).toEqual([ids[0], ids[1]]);
    const rows = (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
    expect(rows).toHaveLength(127);
    expect(rows.filter((row) => row.round === 1 && row.homeId !== null && row.awayId !== null)).toHaveLength(64);
    expect(rows.find((row) => row.code === 'r7p1')).toMatchObject({ round: 7, winnerTo: null });
  });

  it('places entries on bracket lines by hand, with byes moved on, and refuses a bad placement field by field or with the engine’s reason', async () => {
    const { phase, ids } = await tournament(6, { formatId: 2 });
    const [a, b, c, d, e, f] = ids;
    const lines = [f, null, b, c, d, e, a, null];
    const drawn = await as().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { method: 'manual', lines });
    expect(drawn.status).toBe(200);
    expect(drawn.body.data).toMatchObject({ method: 'manual', bracket: { size: 8, lines } });
    const rows = (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
    expect(rows.find((row) => row.code === 'r1p1')).toMatchObject({ homeId: f, awayId: null, status: 'bye', winnerId: f });
    expect(rows.find((row) => row.code === 'r2p2')).toMatchObject({ homeId: null, awayId: a });

    const put = (body: Record<string, unknown>) => as().put(`/api/sort/group/${phase.id}`, { version: 1, ...body }, { 'x-locale': 'en' });
    expect(fieldsOf(await put({ method: 'manual' }))).toEqual({ 'body.manual': 'This field is required' });
    expect(Object.keys(fieldsOf(await put({ method: 'manual', lines: ['x', 0] })))).toEqual(['body.lines.0', 'body.lines.1']);
    const twice = await put({ method: 'manual', lines: [a, a, b, c, d, e, f, null] });
    expect(twice.status).toBe(422);
    expect(twice.body.error).toMatchObject({ reason: 'manualEntryMismatch', message: 'The manual placement must place every entry exactly once' });
    const doubleBye = await put({ method: 'manual', lines: [a, b, c, d, e, f, null, null] });
    expect(doubleBye.body.error).toMatchObject({ reason: 'manualDoubleBye', message: 'A first-round match cannot have two byes' });
    expect((await put({ method: 'manual', lines: [a, b, c, d, e, f] })).body.error).toMatchObject({ reason: 'manualLineCount' });
    // Refused placements changed nothing.
    expect((await api(t.url).get<PhaseDraw>(`/api/sort/group/${phase.id}`)).body.data).toMatchObject({ version: 1, bracket: { lines } });
  });

  it('refuses a bracket of one entry with the engine’s reason', async () => {
    const { phase } = await tournament(1, { formatId: 2 });
    const refused = await as().put(`/api/sort/group/${phase.id}`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ reason: 'notEnoughEntries', message: 'Se necesitan al menos dos participantes' });
  });
});

describe('draw options and access', () => {
  it('lists the distribution rules and bracket types in the caller’s language', async () => {
    const rules = await api(t.url).get<DistributionRule[]>('/api/distribution-rules', { 'x-locale': 'en' });
    expect(rules.body.data.map((rule) => `${rule.id}:${rule.name}`)).toEqual(['snake:Snake', 'balanced:Balanced', 'random:Seeded random', 'manual:Manual']);
    const types = await api(t.url).get<BracketTypes>('/api/bracket/types');
    expect(types.body.data.maxSize).toBe(128);
    expect(types.body.data.sizes.map((size) => size.firstRound)).toEqual(['Final', 'Semifinales', 'Cuartos', 'Octavos', 'Ronda de 32', 'Ronda de 64', 'Ronda de 128']);
    expect(types.body.data.seedOrders.map((order) => order.id)).toEqual(['ittf', 'natural']);
  });

  it('answers 401 to a visitor, 403 to another account, 404 for a missing phase and 400 on bad input', async () => {
    const { phase } = await tournament(4);
    expect((await api(t.url, scoped(communityId)).put(`/api/sort/group/${phase.id}`, {})).status).toBe(401);
    const other = api(t.url, scoped(communityId, await createTestUser(t.database.db)));
    expect((await other.put(`/api/sort/group/${phase.id}`, {})).status).toBe(403);
    expect((await as().put('/api/sort/group/999999', {})).status).toBe(404);
    expect((await api(t.url).get('/api/sort/group/999999')).status).toBe(404);
    expect((await api(t.url).get('/api/group/999999')).status).toBe(404);
    expect((await api(t.url).get('/api/match?phaseId=999999')).status).toBe(404);
    expect(Object.keys(fieldsOf(await as().put(`/api/sort/group/${phase.id}`, { method: 'lottery', seed: -1, groupCount: 0, manual: 'x' })))).toEqual([
      'body.method',
      'body.seed',
      'body.groupCount',
      'body.manual',
    ]);
    expect(Object.keys(fieldsOf(await as().put('/api/sort/group/abc', {})))).toEqual(['params.id']);
    expect(Object.keys(fieldsOf(await api(t.url).get('/api/sort/group/99999999999')))).toEqual(['params.id']);
    expect(Object.keys(fieldsOf(await api(t.url).get('/api/match')))).toEqual(['query.phaseId']);
    expect((await api(t.url).get(`/api/sort/group/${phase.id}`)).body).toEqual({ data: null });
  });
});
