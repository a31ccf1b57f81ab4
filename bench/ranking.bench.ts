import { eq } from 'drizzle-orm';
import { startTestApp } from '../server/test/test-app';
import { measure as measureRuns, RUNS } from './measure.bench-lib';
import { makeCommunity, scoped } from '../server/test/catalog';
import { seedEntries } from '../server/test/competition';
import { createTestUser } from '../server/test/users';
import { balanceLines, persons, valids } from '../server/db/schema';
import { refreshStandings } from '../server/modules/rankings/processing';
import { tablesDue, upkeep } from '../server/db/maintenance';
import type { FinishProcessed, MatchView, ModalityTableRow, Phase, RankingView, RatingSystemView, Valid } from '@domain/contract';

/**
 * Rankings on the embedded database, through the real HTTP API: a table of 10,000 people built from 200,000
 * balance lines; reading one page of it, and applying one finished 64-entry knockout. Fails when a p95 passes
 * its budget.
 */
const PEOPLE = 10_000;
const LINES = 200_000;
const HISTORY = 200;
const BUDGET_MS = { page: 50, apply: 20 };

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

  const rating = await call<RatingSystemView>('POST', '/api/discounts', { name: 'Banco', updateMomentId: 1, positions: [{ upTo: 1, points: 100 }, { upTo: 2, points: 70 }, { upTo: 4, points: 50 }, { upTo: 8, points: 30 }, { upTo: 16, points: 15 }, { upTo: 64, points: 5 }], perMatchWon: 3 });
  const ranking = await call<RankingView>('POST', '/api/ranking', { name: 'Banco', sportId: 1, ratingSystemId: rating.id, rankingModalities: [{ modalityId: 1, genreId: 1 }] });
  const modalityId = ranking.rankingModalities[0]?.id ?? 0;

  // History: 200 finished tournaments and 20 lines a person, straight into the tables.
  const pastValids = await db
    .insert(valids)
    .values(Array.from({ length: HISTORY }, (_, index) => ({ communityId: community, name: `Pasado ${index}`, sportId: 1, modalityId: 1, genreId: 1, startDate: '2026-01-01', endDate: '2026-01-02', statusId: 3 })))
    .returning({ id: valids.id });
  const people: number[] = [];
  for (let start = 0; start < PEOPLE; start += 2000) {
    const rows = await db
      .insert(persons)
      .values(Array.from({ length: Math.min(2000, PEOPLE - start) }, (_, index) => ({ communityId: community, modalityId: 1, sportId: 1, genreId: 3, firstName: `Banco${start + index}`, lastName: 'Test', birthDate: `${1970 + ((start + index) % 40)}-03-15` })))
      .returning({ id: persons.id });
    people.push(...rows.map((row) => row.id));
  }
  for (let start = 0; start < LINES; start += 5000) {
    await db.insert(balanceLines).values(
      Array.from({ length: 5000 }, (_, offset) => {
        const n = start + offset;
        const month = String((n % 10) + 1).padStart(2, '0');
        return { rankingModalityId: modalityId, personId: people[n % PEOPLE] ?? 0, validId: pastValids[Math.floor(n / PEOPLE) % HISTORY]?.id ?? 0, phaseId: null, source: 'valid' as const, reason: 'position' as const, detail: 1 + (n % 32), points: (n * 7919) % 101, date: `2026-${month}-01` };
      }),
    );
  }
  await db.transaction((tx) => refreshStandings(tx, modalityId, { typeId: null }, new Date().toISOString().slice(0, 10), null));
  // What the server's upkeep does within minutes of a load like this one (the embedded database has no autovacuum).
  await upkeep(db, await tablesDue(db));

  // One 64-entry knockout, played through the API and finished.
  // Loading the history can outlast the server's keep-alive: a throwaway request takes the closed connection.
  await fetch(`${app.url}/api/health`).catch(() => undefined);
  const valid = await call<Valid>('POST', '/api/valid', { name: 'Banco 64', sportId: 1, modalityId: 1, startDate: '2026-06-01', endDate: '2026-06-03' });
  const phase = await call<Phase>('POST', '/api/phase', { validId: valid.id, name: 'Llaves', formatId: 2 });
  await seedEntries(db, { ...valid, communityId: community }, 64, { seeds: 32 });
  const started = await call<{ version: number }>('POST', `/api/valid/${valid.id}/status`, { action: 'start', version: valid.version });
  await call('PUT', `/api/sort/group/${phase.id}`, { seed: 1 });
  const phaseStarted = await call<{ version: number }>('POST', `/api/phase/${phase.id}/status`, { action: 'start', version: phase.version });
  for (;;) {
    const ready = (await call<MatchView[]>('GET', `/api/match?phaseId=${phase.id}`)).filter((m) => m.status === 'pending' && m.homeId !== null && m.awayId !== null);
    if (ready.length === 0) break;
    for (const match of ready) await call('PUT', `/api/match/${match.id}`, { version: match.version, result: { periods: [{ home: 11, away: 5 }, { home: 11, away: 5 }, { home: 11, away: 5 }] } });
  }
  await call('POST', `/api/phase/${phase.id}/status`, { action: 'finish', version: phaseStarted.version });
  await call('POST', `/api/valid/${valid.id}/status`, { action: 'finish', version: started.version });

  const measure = (name: string, budget: number, run: (index: number) => Promise<void>, before?: (index: number) => Promise<void>) => measureRuns(name, budget, run, 48, before);

  console.log(`${RUNS} runs each on ${app.database.kind}: ${PEOPLE} people, ${LINES} balance lines\n`);
  console.log('operation'.padEnd(48), ...['p50 ms', 'p95 ms', 'max ms', 'cpu p50', 'cpu p95'].map((title) => title.padStart(8)));
  const pageOk = await measure('read a page (25) of the modality table', BUDGET_MS.page, async (index) => {
    const page = await call<{ items: ModalityTableRow[]; total: number }>('GET', `/api/ranking/modality/${modalityId}?page=${index % 50}&size=25`);
    if (page.items.length !== 25) throw new Error('a short page');
  });
  const apply = async () => {
    const done = await call<FinishProcessed>('POST', `/api/discounts/finish/valids/${valid.id}`, {});
    if (done.lines < 64) throw new Error(`only ${done.lines} lines`);
  };
  // Each run applies the tournament to a table that does not hold it yet: its lines are taken out untimed first,
  // and the rows that leaves dead are vacuumed away, so that run 40 does not wade through the 39 copies of the
  // tournament the runs before it wrote and took out (a table that never held it has none of them).
  const unapply = async () => {
    await db.transaction(async (tx) => {
      const removed = await tx.delete(balanceLines).where(eq(balanceLines.validId, valid.id)).returning({ personId: balanceLines.personId });
      await refreshStandings(tx, modalityId, { typeId: null }, new Date().toISOString().slice(0, 10), [...new Set(removed.map((row) => row.personId))]);
    });
    if (process.env.BENCH_KEEP_DEAD_ROWS !== '1') {
      await upkeep(db, ['balance_lines', 'ranking_standings'].map((table) => ({ table, vacuum: true, analyze: false })));
    }
  };
  const applyOk = await measure('apply a finished 64-entry tournament', BUDGET_MS.apply, apply, unapply);
  const againOk = await measure('apply it again (nothing changes)', BUDGET_MS.apply, apply);

  await app.close();
  const ok = pageOk && applyOk && againOk;
  console.log(ok ? '\nEvery operation stayed within its budget (p95).' : '\nSome operation went over its budget (p95).');
  process.exit(ok ? 0 : 1);
}

void main();
