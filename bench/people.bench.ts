import { sql } from 'drizzle-orm';
import { startTestApp } from '../server/test/test-app';
import { persons } from '../server/db/schema';
import { makeCommunity } from '../server/test/catalog';

/**
 * People lists at scale on the embedded database: 10,000 players in one community (next to 3,000 people of
 * another), then paging and searching through the real HTTP API. Fails when a request's p95 passes 100 ms.
 */
const PLAYERS = 10_000;
const RUNS = 40;
const BUDGET_MS = 100;

const FIRST = ['Ana', 'Lucía', 'Valentina', 'Camila', 'Sofía', 'María', 'Daniela', 'Isabella', 'Mateo', 'Santiago', 'Sebastián', 'Diego', 'Nicolás', 'Samuel', 'Tomás', 'Joaquín', 'Gabriel', 'Emilia', 'Renata', 'Julián', 'Martín', 'Paula', 'Andrés', 'Carolina'];
const LAST = ['García', 'Rodríguez', 'Martínez', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez', 'Díaz', 'Vargas', 'Castro', 'Rojas', 'Morales', 'Ortiz', 'Herrera', 'Medina', 'Núñez', 'Suárez', 'Álvarez', 'Jiménez', 'Ruiz', 'Mendoza', 'Aguilar', 'Cruz', 'Reyes', 'Chávez'];

function people(communityId: number, count: number, modalityId: number) {
  return Array.from({ length: count }, (_, i) => ({
    communityId,
    modalityId,
    firstName: `${FIRST[i % FIRST.length]}${i % 7 === 0 ? ` ${FIRST[(i * 5) % FIRST.length]}` : ''}`,
    lastName: `${LAST[(i * 7) % LAST.length]} ${LAST[(i * 13 + 3) % LAST.length]}${i % 11 === 0 ? ` ${i}` : ''}`,
    sportId: 1,
  }));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function main() {
  const app = await startTestApp({ RATE_LIMIT_MAX: '1000000' });
  const db = app.database.db;
  const community = await makeCommunity(db);
  const other = await makeCommunity(db);
  const started = performance.now();
  const rows = [...people(community, PLAYERS, 1), ...people(community, 500, 4), ...people(other, 3_000, 1)];
  for (let i = 0; i < rows.length; i += 1000) await db.insert(persons).values(rows.slice(i, i + 1000));
  await db.execute(sql`analyze persons`);
  console.log(`Seeded ${rows.length} people (${PLAYERS} players in the measured community) in ${(performance.now() - started).toFixed(0)} ms on ${app.database.kind}\n`);

  const headers = { 'x-community-id': String(community) };
  const lastPage = Math.floor((PLAYERS - 1) / 20);
  const cases: [string, string, (body: { data: unknown }) => boolean][] = [
    ['first page', '/api/person/paginated?modalityId=1&page=0&size=20', (b) => (b.data as { total: number }).total === PLAYERS],
    ['middle page', `/api/person/paginated?modalityId=1&page=${Math.floor(lastPage / 2)}&size=20`, (b) => (b.data as { items: unknown[] }).items.length === 20],
    ['last page', `/api/person/paginated?modalityId=1&page=${lastPage}&size=20`, (b) => (b.data as { items: unknown[] }).items.length > 0],
    ['page of 100', '/api/person/paginated?modalityId=1&page=3&size=100', (b) => (b.data as { items: unknown[] }).items.length === 100],
    ['search "gar"', '/api/person/paginated?modalityId=1&q=gar&size=20', (b) => (b.data as { total: number }).total > 0],
    ['search "nunez" (accent-free)', '/api/person/paginated?modalityId=1&q=nunez&size=20', (b) => (b.data as { total: number }).total > 0],
    ['search "maria lo" (full name)', '/api/person/paginated?modalityId=1&q=maria%20lo&size=20', (b) => Array.isArray((b.data as { items: unknown[] }).items)],
    ['search, page 5', '/api/person/paginated?modalityId=1&q=s&page=5&size=20', (b) => (b.data as { items: unknown[] }).items.length === 20],
    ['search without kind', '/api/person/paginated?q=ro&size=20', (b) => (b.data as { total: number }).total > 0],
    ['typeahead "mar"', '/api/person/typeahead?q=mar&modalityId=1', (b) => (b.data as unknown[]).length === 10],
    ['typeahead "z" (any kind)', '/api/person/typeahead?q=z', (b) => Array.isArray(b.data)],
  ];

  let failed = false;
  console.log('request'.padEnd(32), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8));
  for (const [name, path, check] of cases) {
    const times: number[] = [];
    for (let run = 0; run < RUNS + 3; run += 1) {
      const start = performance.now();
      const response = await fetch(`${app.url}${path}`, { headers });
      const body = (await response.json()) as { data: unknown };
      const elapsed = performance.now() - start;
      if (response.status !== 200 || !check(body)) throw new Error(`${name}: unexpected answer ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      if (run >= 3) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    if (p95 > BUDGET_MS) failed = true;
    console.log(name.padEnd(32), percentile(times, 50).toFixed(1).padStart(8), p95.toFixed(1).padStart(8), (times.at(-1) ?? 0).toFixed(1).padStart(8), p95 > BUDGET_MS ? '  over budget' : '');
  }

  const search = sql`community_id = ${community} and modality_id = 1 and (search_first like 'gar%' or search_last like 'gar%')`;
  for (const [title, query] of [
    ['a name search, first page', sql`explain select id from persons where ${search} order by search_last, id limit 20`],
    ['its total', sql`explain select count(*) from persons where ${search}`],
  ] as const) {
    const plan = await db.execute(query);
    console.log(`\nPlan of ${title}:`);
    const rows: unknown[] = typeof plan === 'object' && plan !== null && 'rows' in plan && Array.isArray(plan.rows) ? plan.rows : [];
    for (const row of rows) if (typeof row === 'object' && row !== null) console.log(`  ${String(Object.values(row)[0])}`);
  }
  await app.close();
  console.log(failed ? `\nSome request went over ${BUDGET_MS} ms (p95).` : `\nEvery request stayed under ${BUDGET_MS} ms (p95).`);
  process.exit(failed ? 1 : 0);
}

void main();
