import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, startServer, type ServerProcess } from '../server/test/crash/server-process';
import { fixedRate, type RateResult } from './fixed-rate';
import { demoTargets, organiserClub, type OwnedClub } from './api.bench-lib';
import { loopDelayOf, type LoopDelay } from './event-loop-probe';

/**
 * The platform's API under an open-loop mix: the production server (built web app, demo data on a fresh data folder)
 * driven over loopback (`fixedRate`: each latency counted from the moment its request was due). Requests arrive as
 * independent phones send them, Poisson arrivals by default (`--arrivals even` spaces them evenly), for 60 s, with no
 * warm-up unless asked (`--warm-up N` rounds): clusters of requests and the server's own pauses (a kept answer's
 * refresh, a rendering, collection) show in the p99 and the max instead of being smoothed away. The reads are the ten
 * most-read public calls (tournaments, a tournament, a group, a bracket, a phase's matches, a ranking table, a month of
 * calendar, people, clubs, the home page), plus signed-in writes (the demo organiser changing their club with the
 * version it read). On PGlite, and on PostgreSQL when DATABASE_URL is set (its demo data is seeded when that database
 * is empty).
 *
 * Then two phases of their own: `GET /api/health` (liveness, no database) and `/api/health/ready` (one query) as fast
 * as one connection goes (autocannon), and a server-rendered list page (/torneos) at --page-rate, alone and beside
 * the writes (a write ages the kept screens read from the tables it wrote, which are then rendered afresh). Goals: each
 * read p99 ≤ 25 ms and max ≤ 100 ms, writes p99 ≤ 100 ms, health ≥ 5,000 req/s, the page p99 ≤ 100 ms; a miss is
 * printed with ✗ and makes the exit code 1.
 *
 *   npm run bench:api -- --duration 60 --rate 200 --write-rate 50 --page-rate 100 --arrivals poisson --seed 1
 */
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    rate: { type: 'string', default: '200' },
    'write-rate': { type: 'string', default: '50' },
    'page-rate': { type: 'string', default: '100' },
    arrivals: { type: 'string', default: 'poisson' },
    'warm-up': { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
  },
});
const DURATION_S = Math.min(Math.max(Number(args.duration), 1), 300);
const ARRIVALS = args.arrivals === 'even' ? 'even' : 'poisson';
const SEED = Number(args.seed) || 1;
const READ_RATE = Math.max(Number(args.rate), 1);
const WRITE_RATE = Math.max(Number(args['write-rate']), 0);
const PAGE_RATE = Math.max(Number(args['page-rate']), 1);
const HEALTH_S = 10;
const WARM_UP_ROUNDS = Math.max(0, Number(args['warm-up']) || 0);
const GOALS = { readP99: { PGlite: 25, PostgreSQL: 25 } as Record<string, number>, readMax: 100, writeP99: 100, healthRate: 5000, pageP99: 100 };
let missed = 0;

/** ✓ or ✗ against a goal, counting the misses for the exit code. */
function mark(ok: boolean): string {
  if (!ok) missed += 1;
  return ok ? '  ✓' : '  ✗';
}
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

interface Call {
  name: string;
  path: string;
}

/** The ten most-read public calls: what the tournaments, groups, bracket, ranking, calendar, people, clubs and home screens ask for. */
function readMix(targets: Awaited<ReturnType<typeof demoTargets>>): Call[] {
  const today = new Date();
  const month = (offset: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
  return [
    { name: 'tournament list', path: '/api/valid?size=20' },
    { name: 'tournament detail', path: `/api/valid/${targets.validId}` },
    ...(targets.groupId === null ? [] : [{ name: 'group', path: `/api/group/${targets.groupId}` }]),
    ...(targets.bracketPhaseId === null ? [] : [{ name: 'bracket (matches)', path: `/api/match?phaseId=${targets.bracketPhaseId}` }]),
    { name: 'phase matches', path: `/api/match?phaseId=${targets.phaseId}` },
    { name: 'ranking table', path: '/api/ranking/modality/1' },
    { name: 'calendar (a month)', path: `/api/calendar?from=${month(0)}&to=${month(1)}` },
    { name: 'people', path: '/api/person/paginated?modalityId=1&size=20' },
    { name: 'club list', path: '/api/club?page=0&size=20' },
    { name: 'home page /', path: '/' },
  ];
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

function report(name: string, result: RateResult): string {
  const { p50, p99, max, maxAt, rate, non2xx, errors } = result;
  return `${name.padEnd(24)} p50 ${ms(p50)}  p99 ${ms(p99)}  max ${ms(max)}${maxAt === undefined ? '' : ` at ${maxAt.toFixed(1).padStart(4)} s`}  ${rate.toFixed(0).padStart(5)} req/s  non-2xx ${non2xx}${errors ? `  errors ${errors}` : ''}`;
}

/** autocannon's figures (the health runs, as fast as one connection goes) in the same shape. */
const fromAutocannon = (result: autocannon.Result): RateResult => ({
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  rate: result.requests.average,
  non2xx: result.non2xx,
  errors: result.errors,
});

/**
 * How long each side's event loop was kept from its next turn during a phase: the server's HTTP thread (through
 * `event-loop-probe.ts`, loaded before it) and this client's own. A request later than both was held elsewhere.
 */
class LoopWatch {
  private readonly client = monitorEventLoopDelay({ resolution: 5 });

  constructor(
    private readonly serverPid: number,
    private readonly file: string,
  ) {
    this.client.enable();
  }

  /** The server's figures since its previous signal (and it starts afresh); null when it did not answer within 2 s. */
  private async server(): Promise<LoopDelay | null> {
    await rm(this.file, { force: true });
    process.kill(this.serverPid, 'SIGUSR2');
    for (let waited = 0; waited < 2_000; waited += 20) {
      try {
        return JSON.parse(await readFile(this.file, 'utf8')) as LoopDelay;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    return null;
  }

  async start(): Promise<void> {
    await this.server();
    this.client.reset();
  }

  async report(): Promise<string> {
    const client = loopDelayOf(this.client);
    const server = await this.server();
    const shown = (delay: LoopDelay | null) => (delay ? `p99 ${delay.p99.toFixed(1)} ms, max ${delay.max.toFixed(1)} ms` : 'not read');
    return `${'event loop delay'.padEnd(24)} server's HTTP thread ${shown(server)}; this client's ${shown(client)}`;
  }
}

function drive(base: string, call: Call, rate: number, stream = 0): Promise<RateResult> {
  // Each call's arrivals are drawn from a seed of its own: independent streams, the same on every run.
  return fixedRate({ url: `${base}${call.path}`, rate, durationS: DURATION_S, arrivals: ARRIVALS, seed: SEED * 1000 + stream });
}

/** Each write waits for the previous answer, whose version it sends (two at once would race each other into 409s). */
function driveWrites(base: string, owned: OwnedClub, rate: number): Promise<RateResult> {
  const { club } = owned;
  let version = club.version;
  let turn = 0;
  return fixedRate({
    url: `${base}/api/club/${club.id}`,
    rate,
    durationS: DURATION_S,
    arrivals: ARRIVALS,
    seed: SEED * 1000 + 999,
    sequential: true,
    next: () => {
      turn += 1;
      const body = { name: `${club.name.replace(/ #\d+$/, '')} #${turn % 2}`, sportId: club.sportId, organizerId: club.organizerId, placeId: club.placeId, logo: club.logo, version };
      return { method: 'PUT', headers: { ...owned.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
    },
    onResponse: (status, body) => {
      // A 409 names the current version (a write the previous run sent as it ended): the next write uses it.
      if (status === 409) version = (JSON.parse(body) as { error: { current?: { version: number } } }).error.current?.version ?? version;
      if (status === 200) version = (JSON.parse(body) as { data: { version: number } }).data.version;
      // A later run of writes starts from the version this one left.
      owned.club = { ...club, version };
    },
  });
}

async function benchDatabase(label: string, databaseUrl: string): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'torneos-api-bench-'));
  let server: ServerProcess | null = null;
  try {
    const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const loopFile = path.join(dataDir, 'event-loop.json');
    server = await startServer(
      await freePort(),
      { ...env, BENCH_EVENT_LOOP_FILE: loopFile, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, WEB_DIST_DIR: dist, LOG_LEVEL: 'warn', CAPTCHA_COST: '100', RATE_LIMIT_MAX: '1000000', RATE_LIMIT_READ_MAX: '10000000', AUTH_RATE_LIMIT_MAX: '1000' },
      180_000,
      ['--import', 'tsx', '--import', path.join(root, 'bench', 'event-loop-probe.ts')],
      // Measured from the moment it says it is ready, as a balancer would send it traffic.
      '/api/health/ready',
    );
    const loops = new LoopWatch(server.pid, loopFile);
    const targets = await demoTargets(server.url);
    const owned = WRITE_RATE > 0 ? await organiserClub(server.url) : null;
    const calls = readMix(targets);
    const perCall = READ_RATE / calls.length;
    console.log(`\n${label}: started in ${server.startMs} ms; ${calls.length} reads at ${perCall.toFixed(1)} req/s each (${READ_RATE} in all, ${ARRIVALS === 'poisson' ? `Poisson arrivals, seed ${SEED}` : 'evenly spaced'})${owned ? `, club writes at ${WRITE_RATE} req/s` : ''}, ${DURATION_S} s after ${WARM_UP_ROUNDS} unmeasured rounds of each; load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    const base = server.url;
    // Warm-up, not measured: each call answered a few times first (code compiled, the renderer loaded, statements
    // prepared), so that the figures are those of a platform that has been running, not of its first seconds.
    for (const call of calls) for (let round = 0; round < WARM_UP_ROUNDS; round += 1) await (await fetch(`${base}${call.path}`)).arrayBuffer();
    await loops.start();
    const [writes, ...reads] = await Promise.all([owned ? driveWrites(base, owned, WRITE_RATE) : Promise.resolve(null), ...calls.map((call, index) => drive(base, call, perCall, index))]);
    const readGoal = GOALS.readP99[label] ?? 25;
    reads.forEach((result, index) => console.log(report(calls[index]?.name ?? '?', result) + mark(result.p99 <= readGoal && result.max <= GOALS.readMax && result.errors === 0 && result.non2xx === 0)));
    if (writes) console.log(report('club update (signed in)', writes) + mark(writes.p99 <= GOALS.writeP99 && writes.errors === 0));
    const total = reads.reduce((sum, result) => sum + result.rate, 0) + (writes?.rate ?? 0);
    console.log(`${'all'.padEnd(24)} ${total.toFixed(0)} req/s over ${DURATION_S} s (goal: reads p99 ≤ ${readGoal} ms and max ≤ ${GOALS.readMax} ms, writes p99 ≤ ${GOALS.writeP99} ms)`);
    console.log(await loops.report());

    console.log(`\n${label}: health with one connection, as fast as it answers, ${HEALTH_S} s each (goal for liveness ≥ ${GOALS.healthRate} req/s; readiness asks the database, for information)`);
    for (const [name, route] of [['liveness /api/health', '/api/health'], ['readiness /health/ready', '/api/health/ready']] as const) {
      const result = fromAutocannon(await autocannon({ url: `${base}${route}`, connections: 1, duration: HEALTH_S, timeout: 10 }));
      console.log(report(name, result) + (route === '/api/health' ? mark(result.rate >= GOALS.healthRate && result.non2xx === 0) : ''));
    }

    const page: Call = { name: 'page /torneos', path: '/torneos' };
    console.log(`\n${label}: the server-rendered list page at ${PAGE_RATE} req/s, ${DURATION_S} s (goal p99 ≤ ${GOALS.pageP99} ms)`);
    await loops.start();
    const alone = await drive(base, page, PAGE_RATE);
    console.log(report('page alone', alone) + mark(alone.p99 <= GOALS.pageP99 && alone.non2xx === 0 && alone.errors === 0));
    console.log(await loops.report());
    if (owned) {
      // The writes of the mixed run may have ended after their last answer was read: start from the stored version.
      const current = (await (await fetch(`${base}/api/club/${owned.club.id}`, { headers: owned.headers })).json()) as { data: { version: number } };
      owned.club = { ...owned.club, version: current.data.version };
      await loops.start();
      const [busy, beside] = await Promise.all([drive(base, page, PAGE_RATE), driveWrites(base, owned, WRITE_RATE)]);
      console.log(report('page beside writes', busy) + mark(busy.p99 <= GOALS.pageP99 && busy.non2xx === 0 && busy.errors === 0));
      console.log(report('club update (signed in)', beside));
      console.log(await loops.report());
    }
  } finally {
    await server?.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log('no build in dist/: building the web app first');
    const built = spawnSync('npx', ['rsbuild', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the web app build failed');
  }
  await benchDatabase('PGlite', '');
  if (process.env.DATABASE_URL) await benchDatabase('PostgreSQL', process.env.DATABASE_URL);
  if (missed > 0) {
    console.log(`\n${missed} figure(s) miss their goal`);
    process.exitCode = 1;
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
