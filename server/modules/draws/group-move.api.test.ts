// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped } from '../../test/catalog';
import { seedEntries } from '../../test/competition';
import { createPhase, createValid } from '../../test/tournaments';
import { openEventStream } from '../../test/event-stream';
import type { MatchView, PhaseDraw, Valid } from '@domain/contract';

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

/** A phase of `entries` drawn by hand into the given group sizes, in entry order. */
async function drawn(sizes: number[], rounds = 1) {
  const valid: Valid = await createValid(as());
  const phase = await createPhase(as(), valid.id, { configuration: { rounds } });
  const ids = await seedEntries(t.database.db, { ...valid, communityId }, sizes.reduce((sum, size) => sum + size, 0));
  let at = 0;
  const manual = sizes.map((size) => ids.slice(at, (at += size)));
  const draw = await as().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { method: 'manual', manual });
  expect(draw.status).toBe(200);
  return { phaseId: phase.id, ids, draw: draw.body.data };
}

const phaseMatches = async (phaseId: number) => (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phaseId}`)).body.data;

/** Every entry in exactly one group, and each group with exactly its round robin's matches among its own entries. */
async function expectConsistent(phaseId: number, ids: number[], rounds = 1) {
  const draw = (await api(t.url).get<PhaseDraw>(`/api/sort/group/${phaseId}`)).body.data;
  const placed = placement(draw).flat();
  expect([...placed].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  const rows = await phaseMatches(phaseId);
  for (const group of draw.groups) {
    const members = new Set(group.entries.map((entry) => entry.inscribedId));
    const own = rows.filter((row) => row.groupId === group.id);
    expect(own).toHaveLength(((members.size * (members.size - 1)) / 2) * rounds);
    expect(own.every((row) => members.has(row.homeId ?? 0) && members.has(row.awayId ?? 0))).toBe(true);
    const pairs = new Set(own.map((row) => [row.homeId, row.awayId].sort().join('-')));
    expect(pairs.size).toBe((members.size * (members.size - 1)) / 2);
  }
  expect(rows.filter((row) => row.groupId !== null)).toHaveLength(rows.length);
  return draw;
}

describe('moving an entry between groups', () => {
  it('swaps two entries keeping sizes and match rows, and moves one while sizes stay within one', async () => {
    const { phaseId, ids, draw } = await drawn([4, 3]);
    const [a, b] = draw.groups;
    if (!a || !b) throw new Error('two groups expected');
    const before = await phaseMatches(phaseId);
    const swapped = await as().put<PhaseDraw>(`/api/group/${a.id}`, { version: 1, inscribedId: ids[1], toGroupId: b.id, swapWithId: ids[5] });
    expect(swapped.status).toBe(200);
    expect(swapped.body.data.version).toBe(2);
    expect(placement(swapped.body.data)).toEqual([[ids[0], ids[5], ids[2], ids[3]], [ids[4], ids[1], ids[6]]]);
    const after = await phaseMatches(phaseId);
    // The same rows (and so their schedule), with the other entry in the swapped one's place.
    expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
    expect(after.filter((row) => row.homeId === ids[1] || row.awayId === ids[1]).every((row) => row.groupId === b.id)).toBe(true);
    await expectConsistent(phaseId, ids);

    const moved = await as().put<PhaseDraw>(`/api/group/${a.id}`, { version: 2, inscribedId: ids[0], toGroupId: b.id });
    expect(moved.status).toBe(200);
    expect(placement(moved.body.data)).toEqual([[ids[5], ids[2], ids[3]], [ids[4], ids[1], ids[6], ids[0]]]);
    expect(await phaseMatches(phaseId)).toHaveLength(3 + 6);
    await expectConsistent(phaseId, ids);

    const uneven = await as().put(`/api/group/${a.id}`, { version: 3, inscribedId: ids[5], toGroupId: b.id }, { 'x-locale': 'en' });
    expect(uneven.status).toBe(400);
    expect(fieldsOf(uneven)).toEqual({ 'body.toGroupId': 'The groups would differ by more than one entry: swap this entry with someone in the other group instead' });
  });

  it("announces the move to the phase's open stream as a draw", async () => {
    const { phaseId, ids, draw } = await drawn([2, 2]);
    const [a, b] = draw.groups;
    const stream = await openEventStream(`${t.url}/api/live/phase/${phaseId}`);
    try {
      expect((await stream.next(2000)).event).toBe('hello');
      expect((await as().put(`/api/group/${a?.id}`, { version: 1, inscribedId: ids[0], toGroupId: b?.id, swapWithId: ids[2] })).status).toBe(200);
      expect(await stream.next(2000)).toEqual({ event: 'change', data: { phaseId, kind: 'draw' } });
    } finally {
      stream.close();
    }
  });

  it('schedules both legs again in a phase of two rounds', async () => {
    const { phaseId, ids, draw } = await drawn([3, 2], 2);
    const [a, b] = draw.groups;
    const moved = await as().put<PhaseDraw>(`/api/group/${a?.id}`, { version: 1, inscribedId: ids[0], toGroupId: b?.id });
    expect(moved.status).toBe(200);
    await expectConsistent(phaseId, ids, 2);
  });

  it('refuses once the phase has a result, and a stale version with the current one', async () => {
    const { phaseId, ids, draw } = await drawn([3, 3]);
    const [a, b] = draw.groups;
    const body = { version: 1, inscribedId: ids[0], toGroupId: b?.id, swapWithId: ids[3] };
    const stale = await as().put(`/api/group/${a?.id}`, { ...body, version: 5 });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.current).toEqual({ version: 1 });
    const [first] = await phaseMatches(phaseId);
    await t.database.db.update(matches).set({ result: { periods: [{ home: 11, away: 3 }, { home: 11, away: 3 }, { home: 11, away: 3 }] }, status: 'played' }).where(eq(matches.id, first?.id ?? 0));
    const locked = await as().put(`/api/group/${a?.id}`, body);
    expect(locked.status).toBe(409);
    expect(locked.body.error?.message).toBe('La fase ya tiene resultados: nadie puede cambiar de grupo');
    const english = await as().put(`/api/group/${a?.id}`, body, { 'x-locale': 'en' });
    expect(english.body.error?.message).toBe('The phase already has results: nobody can change groups');
  });

  it('answers 401, 403, 404 and 400 field by field', async () => {
    const { ids, draw } = await drawn([3, 3]);
    const other = await drawn([2, 2]);
    const [a, b] = draw.groups;
    const body = { version: 1, inscribedId: ids[0], toGroupId: b?.id };
    expect((await api(t.url, scoped(communityId)).put(`/api/group/${a?.id}`, body)).status).toBe(401);
    expect((await api(t.url, scoped(communityId, await createTestUser(t.database.db))).put(`/api/group/${a?.id}`, body)).status).toBe(403);
    expect((await as().put('/api/group/999999', body)).status).toBe(404);
    expect(Object.keys(fieldsOf(await as().put('/api/group/abc', body)))).toEqual(['params.id']);
    expect(Object.keys(fieldsOf(await as().put(`/api/group/${a?.id}`, { inscribedId: 'x', swapWithId: -1 })))).toEqual(['body.version', 'body.inscribedId', 'body.toGroupId', 'body.swapWithId']);
    expect(fieldsOf(await as().put(`/api/group/${a?.id}`, { ...body, toGroupId: a?.id }))).toEqual({ 'body.toGroupId': 'Elige otro grupo de la misma fase' });
    expect(fieldsOf(await as().put(`/api/group/${a?.id}`, { ...body, toGroupId: other.draw.groups[1]?.id }))).toEqual({ 'body.toGroupId': 'Elige otro grupo de la misma fase' });
    expect(fieldsOf(await as().put(`/api/group/${a?.id}`, { ...body, inscribedId: ids[3] }))).toEqual({ 'body.inscribedId': 'Elige a alguien de este grupo' });
    expect(fieldsOf(await as().put(`/api/group/${a?.id}`, { ...body, swapWithId: ids[1] }))).toEqual({ 'body.swapWithId': 'Elige a alguien del grupo de destino' });
    expect((await api(t.url).get<PhaseDraw>(`/api/sort/group/${draw.phaseId}`)).body.data.version).toBe(1);
  });

  it('leaves a consistent draw when two moves arrive at once, round after round', async () => {
    const { phaseId, ids, draw } = await drawn([3, 3, 3]);
    const groupIds = draw.groups.map((group) => group.id);
    for (let round = 0; round < 20; round += 1) {
      const current = (await api(t.url).get<PhaseDraw>(`/api/sort/group/${phaseId}`)).body.data;
      const swapOf = (from: number, to: number) => {
        const source = current.groups[from];
        const target = current.groups[to];
        return as().put<PhaseDraw>(`/api/group/${source?.id}`, {
          version: current.version,
          inscribedId: source?.entries[round % 3]?.inscribedId,
          toGroupId: target?.id,
          swapWithId: target?.entries[(round + 1) % 3]?.inscribedId,
        });
      };
      const answers = await Promise.all([swapOf(round % 3, (round + 1) % 3), swapOf((round + 1) % 3, (round + 2) % 3)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const after = await expectConsistent(phaseId, ids);
      expect(after.version).toBe(current.version + 1);
      expect(after.groups.map((group) => group.id)).toEqual(groupIds);
    }
  });
});
