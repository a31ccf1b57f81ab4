import { parseArgs } from 'node:util';
import { cleanupAllTargets, type CrashDatabase } from '../server/test/crash/databases';
import { crashTestFailed, describeReport, describeRound } from '../server/test/crash/report';
import { runCrashTest } from '../server/test/crash/run';
import { killAllServers } from '../server/test/crash/server-process';

/**
 * Durability under SIGKILL: concurrent creates and versioned changes against a server on 127.0.0.1, a kill -9 at
 * a random moment, a restart on the same data, and every write answered 2xx read back. Exits 1 when one is
 * missing, the server does not come back, or a restart takes longer than `--max-restart` seconds (5).
 *   npm run crash -- --rounds 10            (PGlite in a temporary folder)
 *   npm run crash -- --db postgres          (a temporary database on DATABASE_URL's server, else 127.0.0.1:5432)
 *   npm run crash -- --all
 */
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    all: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '10' },
    seed: { type: 'string', default: String(Date.now() % 100_000) },
    loops: { type: 'string', default: '8' },
    'round-timeout': { type: 'string', default: '120' },
    'kill-after': { type: 'string', default: '200-1500' },
    'max-restart': { type: 'string', default: '5' },
  },
});

if (values.db !== 'pglite' && values.db !== 'postgres') {
  console.error(`--db must be pglite or postgres, not ${values.db}`);
  process.exit(2);
}
for (const option of ['rounds', 'seed', 'loops', 'round-timeout', 'max-restart'] as const) {
  if (!/^\d+$/.test(values[option]) || (option !== 'seed' && Number(values[option]) < 1)) {
    console.error(`--${option} must be a whole number${option === 'seed' ? '' : ' above 0'}`);
    process.exit(2);
  }
}
const range = /^(\d+)-(\d+)$/.exec(values['kill-after']);
if (!range || Number(range[1]) > Number(range[2])) {
  console.error('--kill-after must be a range of milliseconds, low-high (e.g. 200-1500)');
  process.exit(2);
}
const killAfterMs: [number, number] = [Number(range[1]), Number(range[2])];
const databases: CrashDatabase[] = values.all ? ['pglite', 'postgres'] : [values.db];

// Interrupted: no server left running, no temporary folder or database left behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAllServers();
    void cleanupAllTargets().finally(() => process.exit(130));
  });
}

let failed = false;
for (const database of databases) {
  console.log(`${database}: ${values.rounds} rounds of ${values.loops} writers, seed ${values.seed}`);
  const report = await runCrashTest({
    database,
    rounds: Number(values.rounds),
    seed: Number(values.seed),
    loops: Number(values.loops),
    killAfterMs,
    roundTimeoutMs: Number(values['round-timeout']) * 1000,
    startTimeoutMs: 90_000,
    maxRestartMs: Number(values['max-restart']) * 1000,
    onRound: (round) => console.log(describeRound(round, Number(values['max-restart']) * 1000)),
  });
  for (const line of describeReport(report)) console.log(line);
  failed ||= crashTestFailed(report);
}
// Exit now: a round cut off by its timeout may still hold timers, and the exit handler kills any server left.
process.exit(failed ? 1 : 0);
