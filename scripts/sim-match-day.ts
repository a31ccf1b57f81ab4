import { parseArgs } from 'node:util';
import { freePort, killAllServers, startServer } from '../server/test/crash/server-process';
import { runMatchDay, type MatchDayReport } from './sim/match-day';
import { cleanupAllTargets, prepareTarget, type SimDatabase, type SimTarget } from './sim/target';

/**
 * A match day at a busy venue, against the production server started here on a free port of 127.0.0.1: a
 * 64-entry table-tennis open (16 groups of four, then a 32-line knockout with a third-place match) scored by
 * concurrent score-keepers while visitors hold live streams and read the screens, then replayed one result at a
 * time on a second open of the same people and draw. Exits 1 unless both end the same.
 *   npm run sim:match-day                  (PGlite in a temporary folder)
 *   npm run sim:match-day -- --db postgres (a temporary test_sim_… database on DATABASE_URL's server, else 127.0.0.1:5432)
 *   npm run sim:match-day -- --all
 */
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    all: { type: 'boolean', default: false },
    seed: { type: 'string', default: String(Date.now() % 100_000) },
    keepers: { type: 'string', default: '8' },
    visitors: { type: 'string', default: '300' },
    readers: { type: 'string', default: '16' },
    corrections: { type: 'string', default: '5' },
    timeout: { type: 'string', default: '240' },
  },
});

if (values.db !== 'pglite' && values.db !== 'postgres') {
  console.error(`--db must be pglite or postgres, not ${values.db}`);
  process.exit(2);
}
for (const option of ['seed', 'keepers', 'visitors', 'readers', 'corrections', 'timeout'] as const) {
  const value = values[option];
  if (!/^\d+$/.test(value) || (['keepers', 'timeout'].includes(option) && Number(value) < 1) || (option === 'corrections' && Number(value) > 100)) {
    console.error(`--${option} must be a whole number${option === 'keepers' || option === 'timeout' ? ' above 0' : ''}${option === 'corrections' ? ' from 0 to 100 (percent)' : ''}`);
    process.exit(2);
  }
}
const databases: SimDatabase[] = values.all ? ['pglite', 'postgres'] : [values.db];
const options = {
  seed: Number(values.seed) & 0x7fffffff,
  keepers: Number(values.keepers),
  visitors: Number(values.visitors),
  readers: Number(values.readers),
  corrections: Number(values.corrections) / 100,
};

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAllServers();
    void cleanupAllTargets().finally(() => process.exit(130));
  });
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
};
const spread = (values: number[]) => `p50 ${percentile(values, 0.5).toFixed(1)} ms, p99 ${percentile(values, 0.99).toFixed(1)} ms, max ${Math.max(0, ...values).toFixed(1)} ms (${values.length})`;

/** Every reason the run fails, each a line; none when the match day and its replay ended the same. */
function failures(report: MatchDayReport): string[] {
  const listed = (title: string, lines: string[]) => (lines.length === 0 ? [] : [`${title} (${lines.length}):`, ...lines.slice(0, 12).map((line) => `    ${line}`), ...(lines.length > 12 ? [`    … and ${lines.length - 12} more`] : [])]);
  return [
    ...listed('the match day and its replay differ', report.differences),
    ...listed('knockout matches never got both entries', report.unplayed),
    ...listed('refused to finish', report.refusedFinish),
    ...listed('replay results refused', report.replayRefused),
    ...listed('score-keeping errors', report.keepers.errors),
    ...listed('screen reads failed', report.reads.failed),
    ...(report.live.missed > 0 ? [`live streams missed ${report.live.missed} saves`] : []),
  ];
}

let failed = false;
for (const database of databases) {
  let target: SimTarget | null = null;
  let timer: NodeJS.Timeout | undefined;
  try {
    target = await prepareTarget(database, options.visitors);
    console.log(`${database}: ${target.label}, seed ${options.seed}, ${options.keepers} score-keepers, ${options.visitors} visitors`);
    const server = await startServer(await freePort(), target.env, 90_000);
    console.log(`  server on ${server.url}, healthy after ${server.startMs} ms`);
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the match day took longer than ${values.timeout} s`)), Number(values.timeout) * 1000);
    });
    const report = await Promise.race([runMatchDay(server.url, options, (line) => console.log(line)), late]);
    await server.stop();
    const { keepers } = report;
    console.log(`  result saves: ${spread(keepers.saveMs)} over ${report.playSeconds.toFixed(1)} s of play`);
    console.log(`  live-update delay (save 200 → stream): ${spread(report.live.delays)}, ${report.live.early} heard before the answer, missed ${report.live.missed}`);
    console.log(`  screen reads: ${spread(report.reads.ms)}, failed ${report.reads.failed.length}`);
    console.log(`  totals: ${keepers.results + keepers.corrections} saves (${keepers.results} results, ${keepers.corrections} corrections), ${keepers.staleRetried} stale 409s re-read and retried, ${keepers.dependentSkipped} corrections skipped (dependent match played)`);
    const reasons = failures(report);
    for (const line of reasons) console.log(`  ${line}`);
    console.log(reasons.length === 0 ? `${database}: PASS: the match day and its one-at-a-time replay ended identical (${report.compared} lines compared)` : `${database}: FAIL`);
    failed ||= reasons.length > 0;
  } catch (error) {
    console.log(`${database}: FAIL: ${error instanceof Error ? error.message : String(error)}`);
    failed = true;
  } finally {
    clearTimeout(timer);
    killAllServers();
    await target?.cleanup();
  }
}
process.exit(failed ? 1 : 0);
