// @vitest-environment node
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchView, PhaseDraw } from '@domain/contract';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, makeCommunity, scoped } from '../../test/catalog';
import { seedEntries } from '../../test/competition';
import { act, createPhase, createValid } from '../../test/tournaments';

/** Rounds of each race: enough to meet the interleavings a lock must rule out, within about a minute on PGlite. */
const ROUNDS = 50;

let t: TestApp;
let owner: TestUser;
let communityId: number;

beforeAll(async () => {
  // On the embedded database, the deployed way: its own thread and a pool of connections whose statements interleave.
  t = await startTestApp({ RATE_LIMIT_MAX: '1000000' }, { pgliteWorker: true });
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const as = () => api(t.url, scoped(communityId, owner));
const homeWins = { periods: [{ home: 11, away: 5 }, { home: 11, away: 5 }, { home: 11, away: 5 }] };
const awayWins = { periods: [{ home: 5, away: 11 }, { home: 5, away: 11 }, { home: 5, away: 11 }] };
const save = (match: MatchView, result: unknown) => as().put<MatchView>(`/api/match/${match.id}`, { version: match.version, result });
const winnerOf = (match: MatchView) => match.winnerId;

/** A started knockout phase of `size` seeded entries drawn in natural order (third place played when asked). */
async function startedBracket(size: number, thirdPlace = false) {
  const valid = await createValid(as());
  const phase = await createPhase(as(), valid.id, { formatId: 2, configuration: { seedOrder: 'natural', thirdPlace } });
  await seedEntries(t.database.db, { ...valid, communityId }, size, { seeds: size });
  const draw = await as().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { seed: 1 });
  if (draw.status !== 200) throw new Error(JSON.stringify(draw.body));
  const started = await act(as(), `/api/phase/${phase.id}/status`, 'start', phase.version);
  if (started.status !== 200) throw new Error(JSON.stringify(started.body));
  const rows = async () => (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
  return { phase, draw: draw.body.data, rows };
}

/** `count` started brackets, set up a few at a time so the races themselves stay the slow part. */
async function prepared<T>(count: number, make: () => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  while (made.length < count) made.push(...(await Promise.all(Array.from({ length: Math.min(5, count - made.length) }, make))));
  return made;
}

/** Both calls at once, sent in turn one first then the other (an embedded database tends to serve the first first). */
async function race<A, B>(one: () => Promise<A>, other: () => Promise<B>, turn: number): Promise<[A, B]> {
  if (turn % 2 === 0) return Promise.all([one(), other()]);
  const [second, first] = await Promise.all([other(), one()]);
  return [first, second];
}

const byCode = (rows: MatchView[], code: string) => {
  const row = rows.find((match) => match.code === code);
  if (!row) throw new Error(`no match ${code}`);
  return row;
};

/** Entries each match of round `round` should hold: the winners of its two feeders, in line order. */
function expectedSides(rows: MatchView[], round: number) {
  return rows
    .filter((match) => match.round === round && !match.thirdPlace)
    .map((match) => ({ code: match.code, sides: [winnerOf(byCode(rows, `r${round - 1}p${2 * match.position - 1}`)), winnerOf(byCode(rows, `r${round - 1}p${2 * match.position}`))] }));
}

describe('results under concurrency', { timeout: 120_000 }, () => {
  it(`moves every winner of a round saved at once into the next round exactly once (${ROUNDS} brackets of 16)`, async () => {
    let misplaced = 0;
    let failed = 0;
    for (const bracket of await prepared(ROUNDS, () => startedBracket(16))) {
      // The first round (8 matches) at once, then the second (4) at once: each must land whole in the next.
      for (const level of [1, 2]) {
        const ready = (await bracket.rows()).filter((match) => match.round === level);
        const answers = await Promise.all(ready.map((match, index) => save(match, (index + bracket.phase.id) % 3 === 0 ? awayWins : homeWins)));
        failed += answers.filter((answer) => answer.status !== 200).length;
        const rows = await bracket.rows();
        for (const { sides, code } of expectedSides(rows, level + 1)) {
          const next = byCode(rows, code);
          if (next.homeId !== sides[0] || next.awayId !== sides[1]) misplaced += 1;
        }
        const entered = rows.filter((match) => match.round === level + 1).flatMap((match) => [match.homeId, match.awayId]).filter((id) => id !== null);
        expect(new Set(entered).size).toBe(entered.length);
      }
    }
    process.stdout.write(`winners of a round at once: ${ROUNDS} brackets, ${failed} refused saves, ${misplaced} misplaced next-round sides\n`);
    expect({ failed, misplaced }).toEqual({ failed: 0, misplaced: 0 });
  });

  it('moves both semifinal losers saved at once into the third-place match', async () => {
    const bracket = await startedBracket(4, true);
    const semis = (await bracket.rows()).filter((match) => match.round === 1);
    expect((await Promise.all(semis.map((match) => save(match, homeWins)))).map((answer) => answer.status)).toEqual([200, 200]);
    const rows = await bracket.rows();
    expect(rows.find((match) => match.thirdPlace)).toMatchObject({ homeId: semis[0]?.awayId, awayId: semis[1]?.awayId });
    expect(rows.find((match) => match.round === 2 && !match.thirdPlace)).toMatchObject({ homeId: semis[0]?.homeId, awayId: semis[1]?.homeId });
  });

  it(`lets exactly one of two saves of the same knockout match win (${ROUNDS} races)`, async () => {
    const outcomes: string[] = [];
    let bracket = await startedBracket(32);
    let position = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      position += 1;
      if (position > 16) [bracket, position] = [await startedBracket(32), 1];
      const match = byCode(await bracket.rows(), `r1p${position}`);
      const answers = await Promise.all([save(match, homeWins), save(match, awayWins)]);
      outcomes.push(answers.map((answer) => answer.status).sort().join('/'));
      const won = answers.find((answer) => answer.status === 200)?.body.data;
      const lost = answers.find((answer) => answer.status === 409)?.body.error;
      expect(lost?.current?.match).toMatchObject({ version: 2, result: won?.result });
      const next = byCode(await bracket.rows(), `r2p${Math.ceil(position / 2)}`);
      expect(position % 2 === 1 ? next.homeId : next.awayId).toBe(won?.winnerId);
    }
    expect(outcomes.filter((outcome) => outcome !== '200/409')).toEqual([]);
  });

  it(`keeps a redraw and a result saved at once consistent: one of them wins (${ROUNDS} races)`, async () => {
    const wins = { redraw: 0, result: 0 };
    for (const [index, bracket] of (await prepared(ROUNDS, () => startedBracket(8))).entries()) {
      const first = byCode(await bracket.rows(), 'r1p1');
      const redrawing = () => as().put<PhaseDraw>(`/api/sort/group/${bracket.phase.id}`, { seed: 2, version: bracket.draw.version });
      const [redraw, result] = await race(redrawing, () => save(first, homeWins), index);
      const rows = await bracket.rows();
      const played = rows.filter((match) => match.result !== null);
      if (result.status === 200) {
        wins.result += 1;
        expect([redraw.status, redraw.body.error?.message]).toEqual([409, 'La fase ya tiene resultados: no se puede volver a sortear']);
        expect(played.map((match) => match.id)).toEqual([first.id]);
        expect(byCode(rows, 'r2p1').homeId).toBe(first.homeId);
      } else {
        wins.redraw += 1;
        expect([redraw.status, result.status]).toEqual([200, 404]);
        expect(played).toEqual([]);
        expect(rows.some((match) => match.id === first.id)).toBe(false);
        expect(rows.filter((match) => match.round === 2).every((match) => match.homeId === null && match.awayId === null)).toBe(true);
      }
    }
    process.stdout.write(`redraw against result: ${wins.result} results won, ${wins.redraw} redraws won\n`);
    expect(wins.redraw + wins.result).toBe(ROUNDS);
  });

  it(`keeps a correction and the next match's result saved at once consistent (${ROUNDS} races)`, async () => {
    const wins = { correction: 0, next: 0 };
    let bracket = await startedBracket(32);
    let pair = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each pair of first-round matches feeds one second-round match: eight races to a bracket.
      pair += 1;
      if (pair > 8) [bracket, pair] = [await startedBracket(32), 1];
      const [upper, lower, following] = [`r1p${2 * pair - 1}`, `r1p${2 * pair}`, `r2p${pair}`];
      const first = await bracket.rows();
      await Promise.all([save(byCode(first, upper), homeWins), save(byCode(first, lower), homeWins)]);
      const before = await bracket.rows();
      const [semi, next] = [byCode(before, upper), byCode(before, following)];
      const [correction, nextResult] = await race(() => save(semi, awayWins), () => save(next, homeWins), round);
      const rows = await bracket.rows();
      const [semiNow, nextNow] = [byCode(rows, upper), byCode(rows, following)];
      if (correction.status === 200) {
        wins.correction += 1;
        expect([nextResult.status, nextResult.body.error?.current?.match?.homeId]).toEqual([409, semi.awayId]);
        expect(nextNow).toMatchObject({ homeId: semi.awayId, result: null, status: 'pending' });
      } else {
        wins.next += 1;
        expect([correction.status, correction.body.error?.reason, nextResult.status]).toEqual([409, 'dependentMatchPlayed', 200]);
        expect(semiNow).toMatchObject({ winnerId: semi.homeId, version: semi.version });
        expect(nextNow).toMatchObject({ homeId: semi.homeId, status: 'played', winnerId: semi.homeId });
      }
    }
    process.stdout.write(`correction against next result: ${wins.correction} corrections won, ${wins.next} next results won\n`);
    expect(wins.correction + wins.next).toBe(ROUNDS);
  });
});

/** A started group phase of `entries` entries in `groups` groups (round robin), drawn with a fixed seed. */
async function startedGroups(entries: number, groups: number) {
  const valid = await createValid(as());
  const phase = await createPhase(as(), valid.id, { formatId: 1, configuration: { groupCount: groups } });
  await seedEntries(t.database.db, { ...valid, communityId }, entries);
  const draw = await as().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { seed: 1 });
  if (draw.status !== 200) throw new Error(JSON.stringify(draw.body));
  const started = await act(as(), `/api/phase/${phase.id}/status`, 'start', phase.version);
  if (started.status !== 200) throw new Error(JSON.stringify(started.body));
  const rows = async () => (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
  return { phase, draw: draw.body.data, rows };
}

/** Group results share their phase (they move nobody): what the knockout's exclusive lock gave them must still hold. */
describe('group results under concurrency', { timeout: 120_000 }, () => {
  const PHASES = Math.ceil(ROUNDS / 2);

  it(`saves every match of a group phase at once, each sent twice: one 200 and one 409 a match (${PHASES} phases of 2 groups of 4)`, async () => {
    const outcomes: string[] = [];
    let wrong = 0;
    for (const groups of await prepared(PHASES, () => startedGroups(8, 2))) {
      const rows = await groups.rows();
      const answers = await Promise.all(rows.flatMap((match) => [save(match, homeWins), save(match, awayWins)]));
      const after = await groups.rows();
      rows.forEach((match, index) => {
        const pair = [answers[2 * index], answers[2 * index + 1]];
        outcomes.push(pair.map((answer) => answer?.status).sort().join('/'));
        const won = pair.find((answer) => answer?.status === 200)?.body.data;
        const now = after.find((row) => row.id === match.id);
        if (!won || now?.version !== match.version + 1 || now.winnerId !== won.winnerId || !isDeepStrictEqual(now.result, won.result)) wrong += 1;
      });
    }
    process.stdout.write(`group matches each saved twice at once: ${outcomes.length} races, ${outcomes.filter((o) => o !== '200/409').length} not one 200 and one 409, ${wrong} stored other than the winning save\n`);
    expect(outcomes.filter((outcome) => outcome !== '200/409')).toEqual([]);
    expect(wrong).toBe(0);
  });

  it(`keeps a redraw and a group result saved at once consistent: one of them wins (${PHASES} races)`, async () => {
    const wins = { redraw: 0, result: 0 };
    for (const [index, groups] of (await prepared(PHASES, () => startedGroups(8, 2))).entries()) {
      const [first] = await groups.rows();
      if (!first) throw new Error('no group match');
      const redrawing = () => as().put<PhaseDraw>(`/api/sort/group/${groups.phase.id}`, { seed: 2, version: groups.draw.version });
      const [redraw, result] = await race(redrawing, () => save(first, homeWins), index);
      const played = (await groups.rows()).filter((match) => match.result !== null);
      if (result.status === 200) {
        wins.result += 1;
        expect(redraw.status).toBe(409);
        expect(played.map((match) => match.id)).toEqual([first.id]);
      } else {
        wins.redraw += 1;
        expect([redraw.status, result.status]).toEqual([200, 404]);
        expect(played).toEqual([]);
      }
    }
    process.stdout.write(`redraw against group result: ${wins.result} results won, ${wins.redraw} redraws won\n`);
    expect(wins.redraw + wins.result).toBe(PHASES);
  });
});
