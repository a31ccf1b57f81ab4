/**
 * Lighthouse on the public screens, as a phone sees them: mobile form factor, simulated throttling, production build
 * served by the platform itself on a fresh demo database. Prints one line per route and exits non-zero when a route
 * misses its budget.
 *
 *   npm run build && npm run lighthouse
 *   LH_ROUTES=/,/torneos LH_RUNS=3 npm run lighthouse
 *   LH_ROUTES=/blog LH_DETAILS=1 npm run lighthouse   (also prints where the main thread's time went)
 *   LH_SAVE_DIR=/tmp/lh npm run lighthouse           (also keeps each run's report and trace there)
 *   LH_EMULATE_INDEX=806 npm run lighthouse          (judges the page as the standard 4× would on a host of that
 *                                                     benchmarkIndex: the slowest of this machine kind seen so far)
 *
 * Budgets (env): LH_MIN_PERFORMANCE (95), LH_MAX_LCP_MS (2000), LH_MAX_TBT_MS (150), LH_MAX_CLS (0.02); accessibility,
 * best practices and SEO must stay at 100 (LH_MIN_OTHER).
 * LH_RUNS (1) runs each route that many times and keeps the median performance run. LH_PORT is the server's port (a free one when unset).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import * as constants from 'lighthouse/core/config/constants.js';
import { freePort } from '../server/test/crash/server-process';
import { describeHost, describeLoad, waitForQuietHost, watchHost, type HostLoad } from './lighthouse-host';

const DEFAULT_ROUTES = [
  '/',
  '/en/',
  '/torneos',
  '/en/tournaments',
  '/en/players',
  '/blog',
  '/torneos/1/info',
  '/en/tournaments/4/phases/6/brackets',
  '/torneos/4/fases/5/grupos',
  '/juegos/1',
  '/en/players/1',
  '/torneos/calendario',
  '/en/tournaments/4/calendar',
  '/rankings/1',
  '/en/tournaments/26/order-of-play',
  '/torneos/26/pizarra',
  '/insertar/torneos/4/fases/6/llaves',
  '/en/tournaments/4/phases/6/print/bracket',
  '/equipos/41',
  '/en/doubles/43',
  '/entrenadores/34',
  '/en/referees/35',
  '/afiliados/37',
];

const env = process.env;
const port = env.LH_PORT ? Number(env.LH_PORT) : await freePort();
const origin = `http://127.0.0.1:${port}`;
const routes = (env.LH_ROUTES ?? DEFAULT_ROUTES.join(',')).split(',').map((route) => route.trim()).filter(Boolean);
const runs = Math.max(1, Number(env.LH_RUNS ?? 1));
/** LH_CPU_SLOWDOWN replaces the preset's 4× (for example to see on a fast host what a slower one of its kind sees). */
const cpuSlowdown = env.LH_CPU_SLOWDOWN ? Number(env.LH_CPU_SLOWDOWN) : undefined;
/**
 * LH_EMULATE_INDEX: before each run the host's benchmarkIndex is measured in the same browser (Lighthouse's own
 * workload), and the run's slowdown is the standard 4× scaled from this host to one of that index. A fast host then
 * judges the page as a slow one of its kind would at 4×, however fast it happens to be at that moment.
 */
const emulateIndex = env.LH_EMULATE_INDEX ? Number(env.LH_EMULATE_INDEX) : undefined;
const STANDARD_SLOWDOWN = 4;
const budget = {
  performance: Number(env.LH_MIN_PERFORMANCE ?? 95),
  lcpMs: Number(env.LH_MAX_LCP_MS ?? 2000),
  tbtMs: Number(env.LH_MAX_TBT_MS ?? 150),
  cls: Number(env.LH_MAX_CLS ?? 0.02),
  other: Number(env.LH_MIN_OTHER ?? 100),
};

interface RouteScore {
  route: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The host's speed as Lighthouse measured it before this run (see lighthouse-host.ts). */
  benchmarkIndex: number;
  /** The CPU slowdown the run used. */
  slowdown: number;
  /** How idle the host was just before the run, and the share the hypervisor took during it. */
  before: HostLoad | null;
  during: HostLoad | null;
}

async function waitForHealth(server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped with code ${server.exitCode}`);
    try {
      // Ready: it has rendered its first screens, as a balancer would wait for before sending it visitors.
      const response = await fetch(`${origin}/api/health/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer on ${origin} within ${timeoutMs} ms`);
}

function startServer(dataDir: string): ChildProcess {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return server;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** The host's benchmarkIndex now, from Lighthouse's own workload run in a blank tab of the audited browser. */
async function measureBenchmarkIndex(chromePort: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    try {
      return await page.evaluate(`(${String(pageFunctions.computeBenchmarkIndex)})()`);
    } finally {
      await page.close();
    }
  } finally {
    // Disconnects only: the browser stays for Lighthouse.
    await browser.close();
  }
}

async function runSlowdown(chromePort: number): Promise<number | undefined> {
  if (emulateIndex === undefined) return cpuSlowdown;
  const index = await measureBenchmarkIndex(chromePort);
  return Math.max(1, (STANDARD_SLOWDOWN * index) / emulateIndex);
}

/**
 * A page that asks search engines not to index it (an embed, shown on other websites): its SEO is judged on
 * everything but being crawlable, which it declines on purpose.
 */
async function declinesIndexing(route: string): Promise<boolean> {
  const response = await fetch(`${origin}${route}`);
  const html = await response.text();
  return /noindex/i.test(response.headers.get('x-robots-tag') ?? '') || /<meta\b[^>]*\bname="robots"[^>]*\bcontent="[^"]*noindex/i.test(html);
}

async function audit(chromePort: number, route: string): Promise<RouteScore> {
  const slowdown = await runSlowdown(chromePort);
  const noindex = await declinesIndexing(route);
  const result = await lighthouse(`${origin}${route}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(noindex ? { skipAudits: ['is-crawlable'] } : {}),
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    ...(slowdown === undefined ? {} : { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown } }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${route}: ${runtimeError.code} ${runtimeError.message}`);
  if (env.LH_DETAILS === '1') printDetails(route, audits);
  if (env.LH_SAVE_DIR) {
    mkdirSync(env.LH_SAVE_DIR, { recursive: true });
    const name = path.join(env.LH_SAVE_DIR, `${route.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${Date.now()}`);
    writeFileSync(`${name}.json`, JSON.stringify(result.lhr));
    writeFileSync(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
  }
  return {
    route,
    performance: score(categories.performance?.score),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    slowdown: slowdown ?? STANDARD_SLOWDOWN,
    before: null,
    during: null,
  };
}

type Audits = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']['audits'];

/** The rows of an audit's table, each field as a number or text. */
function auditRows(audits: Audits, id: string): Record<string, unknown>[] {
  const details = audits[id]?.details;
  if (!details || !('items' in details) || !Array.isArray(details.items)) return [];
  return details.items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
}

const ms = (value: unknown) => (typeof value === 'number' ? `${Math.round(value)}`.padStart(6) : '     -');

/** With LH_DETAILS=1: where the main thread's time went (simulated phone), by kind of work and by script. */
function printDetails(route: string, audits: Audits): void {
  console.log(`\n${route}: main-thread work by kind (ms)`);
  for (const row of auditRows(audits, 'mainthread-work-breakdown')) console.log(`  ${ms(row.duration)}  ${String(row.groupLabel ?? row.group)}`);
  console.log(`${route}: scripts by total / evaluation / parse and compile (ms)`);
  for (const row of auditRows(audits, 'bootup-time')) console.log(`  ${ms(row.total)} ${ms(row.scripting)} ${ms(row.scriptParseCompile)}  ${String(row.url).replace(origin, '')}`);
  console.log(`${route}: long tasks (start, duration ms)`);
  for (const row of auditRows(audits, 'long-tasks').slice(0, 12)) console.log(`  ${ms(row.startTime)} ${ms(row.duration)}  ${String(row.url).replace(origin, '')}`);
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is tried again, twice at most. */
async function auditWithRetry(chromePort: number, route: string): Promise<RouteScore> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const before = await waitForQuietHost();
      const watch = await watchHost();
      const result = await audit(chromePort, route);
      return { ...result, before, during: await watch.stop() };
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${route}: ${error instanceof Error ? error.message : String(error)} — running it again`);
    }
  }
}

function misses(result: RouteScore): string[] {
  const missed: string[] = [];
  if (!(result.performance >= budget.performance)) missed.push(`performance ${result.performance} < ${budget.performance}`);
  if (!(result.lcpMs <= budget.lcpMs)) missed.push(`LCP ${result.lcpMs} ms > ${budget.lcpMs}`);
  if (!(result.tbtMs <= budget.tbtMs)) missed.push(`TBT ${result.tbtMs} ms > ${budget.tbtMs}`);
  if (!(result.cls <= budget.cls)) missed.push(`CLS ${result.cls} > ${budget.cls}`);
  for (const [name, value] of [['accessibility', result.accessibility], ['best practices', result.bestPractices], ['SEO', result.seo]] as const) {
    if (!(value >= budget.other)) missed.push(`${name} ${value} < ${budget.other}`);
  }
  return missed;
}

function median(results: RouteScore[]): RouteScore {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no run to take the median of');
  return middle;
}

async function main() {
  if (!existsSync(path.resolve('dist/index.html'))) {
    console.error('No build in dist/: run `npm run build` first.');
    process.exit(2);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'torneos-lighthouse-'));
  const server = startServer(path.join(dataDir, 'data'));
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let failed = false;
  try {
    await waitForHealth(server, 120_000);
    chrome = await chromeLauncher.launch({
      chromePath: env.CHROME_PATH ?? env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    });
    // One unmeasured visit warms the server (first queries, compiled templates) so the first route is not penalised.
    await fetch(`${origin}${routes[0] ?? '/'}`);
    console.log(`Lighthouse, mobile, simulated throttling — budget: performance ≥ ${budget.performance}, LCP ≤ ${budget.lcpMs} ms, TBT ≤ ${budget.tbtMs} ms, CLS ≤ ${budget.cls}`);
    console.log(`Each row is the median run; "host" lists every run's benchmarkIndex with the CPU slowdown Lighthouse's calculator would pick for a mid-tier phone on it (these runs use ${emulateIndex !== undefined ? `the standard 4× scaled to a host of index ${emulateIndex} (LH_EMULATE_INDEX), shown after "at"` : cpuSlowdown === undefined ? 'the standard 4×' : `${cpuSlowdown}× (LH_CPU_SLOWDOWN)`}), and how idle the machine was in the second before the run (each run waits up to 30 s for it to be at least 80% idle).`);
    console.log(['route'.padEnd(40), 'perf', '   LCP', '   TBT', '   CLS', 'a11y', '  bp', ' seo', ' host'].join(' '));
    for (const route of routes) {
      const results: RouteScore[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await auditWithRetry(chrome.port, route));
      const result = median(results);
      const missed = misses(result);
      if (missed.length > 0) failed = true;
      console.log(
        [
          route.padEnd(40),
          String(result.performance).padStart(4),
          `${result.lcpMs}`.padStart(6),
          `${result.tbtMs}`.padStart(6),
          result.cls.toFixed(3).padStart(6),
          String(result.accessibility).padStart(4),
          String(result.bestPractices).padStart(4),
          String(result.seo).padStart(4),
          ` ${results.map((run) => `${describeHost(run.benchmarkIndex)}${emulateIndex !== undefined ? ` at ×${run.slowdown.toFixed(1)}` : ''} ${describeLoad(run.before)}${run.during && run.during.steal >= 0.01 ? `, steal during ${Math.round(run.during.steal * 100)}%` : ''}`).join('; ')}`,
          missed.length > 0 ? `  ✗ ${missed.join(', ')}` : '  ✓',
        ].join(' '),
      );
    }
  } finally {
    chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.error('Some routes miss the budget.');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
