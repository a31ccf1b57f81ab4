import { startTestApp } from '../server/test/test-app';
import { measure, RUNS } from './measure.bench-lib';
import { makeCommunity, scoped } from '../server/test/catalog';
import { seedEntries } from '../server/test/competition';
import { createTestUser } from '../server/test/users';
import type { GroupDetail, MatchView, Phase, PhaseDraw, Valid } from '@domain/contract';

/**
 * Competition writes on the embedded database, through the real HTTP API: drawing a 128-entry bracket and
 * writing all its matches in one transaction, and entering a result then reading a 6-entry group's standings.
 * Fails when a p95 passes its budget.
 */
const BUDGET_MS = { bracket: 50, result: 20 };

async function main() {
  const app = await startTestApp({ RATE_LIMIT_MAX: '1000000' });
  const db = app.database.db;
  const community = await makeCommunity(db);
  const owner = await createTestUser(db);
  const headers = { ...scoped(community, owner), 'content-type': 'application/json' };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${app.url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const json = (await response.json()) as { data: T };
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json.data;
  };
  const tournament = async (entries: number, phase: Record<string, unknown>) => {
    const valid = await call<Valid>('POST', '/api/valid', { name: 'Banco', sportId: 1, modalityId: 1, startDate: '2026-06-01', endDate: '2026-06-03' });
    const created = await call<Phase>('POST', '/api/phase', { validId: valid.id, name: 'Fase', ...phase });
    await seedEntries(db, { ...valid, communityId: community }, entries, { seeds: Math.min(entries, 32), clubs: 16 });
    return created;
  };

  console.log(`${RUNS} runs each on ${app.database.kind}\n`);
  console.log('operation'.padEnd(44), ...['p50 ms', 'p95 ms', 'max ms', 'cpu p50', 'cpu p95'].map((title) => title.padStart(8)));

  const bracketPhase = await tournament(128, { formatId: 2, configuration: { thirdPlace: true } });
  let drawVersion: number | undefined;
  const bracketOk = await measure('draw + write a 128-entry bracket (128 matches)', BUDGET_MS.bracket, async (index) => {
    const draw = await call<PhaseDraw>('PUT', `/api/sort/group/${bracketPhase.id}`, { seed: index, ...(drawVersion ? { version: drawVersion } : {}) });
    if (draw.bracket?.size !== 128) throw new Error('not a bracket of 128');
    drawVersion = draw.version;
  });

  const groupPhase = await tournament(6, { formatId: 1, configuration: { groupCount: 1 } });
  const draw = await call<PhaseDraw>('PUT', `/api/sort/group/${groupPhase.id}`, { seed: 1 });
  const groupId = draw.groups[0]?.id ?? 0;
  // Results go into started phases only.
  await call('POST', `/api/phase/${groupPhase.id}/status`, { action: 'start', version: groupPhase.version });
  const rows = await call<MatchView[]>('GET', `/api/match?phaseId=${groupPhase.id}`);
  const versions = new Map(rows.map((row) => [row.id, row.version]));
  const resultOk = await measure('enter a result + read a 6-entry group', BUDGET_MS.result, async (index) => {
    const match = rows[index % rows.length];
    if (!match) throw new Error('no match');
    const homeWins = index % 3 !== 0;
    const games = Array.from({ length: 3 }, () => (homeWins ? { home: 11, away: 7 } : { home: 9, away: 11 }));
    const saved = await call<MatchView>('PUT', `/api/match/${match.id}`, { version: versions.get(match.id), result: { periods: games } });
    versions.set(match.id, saved.version);
    const group = await call<GroupDetail>('GET', `/api/group/${groupId}`);
    if (group.standings.rows.length !== 6) throw new Error('standings incomplete');
  });

  // Reading the group alone, and the floor under everything: one call that reads one row.
  await measure('  of which: read the group (GET)', Number.POSITIVE_INFINITY, async () => {
    await call<GroupDetail>('GET', `/api/group/${groupId}`);
  });
  await measure('floor: GET of one phase', Number.POSITIVE_INFINITY, async () => {
    await call<Phase>('GET', `/api/phase?id=${groupPhase.id}`);
  });

  await app.close();
  const ok = bracketOk && resultOk;
  console.log(ok ? '\nEvery operation stayed within its budget (p95).' : '\nSome operation went over its budget (p95).');
  process.exit(ok ? 0 : 1);
}

void main();
