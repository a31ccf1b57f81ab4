import { bearer, registerUser } from '../../modules/auth/auth.test-support';
import { seededRandom, type Random } from '../fuzz/random';
import { CrashClient } from './client';
import { prepareTarget, type CrashDatabase } from './databases';
import { freePort, startServer, type ServerProcess } from './server-process';
import { verifyLedger, type Loss } from './verify';
import { startWrites, type Acknowledged } from './workload';

export interface CrashOptions {
  database: CrashDatabase;
  rounds: number;
  seed: number;
  /** Parallel writers per round. */
  loops: number;
  /** The kill comes this many milliseconds after the round's first acknowledged write, picked at random in the range. */
  killAfterMs: [number, number];
  roundTimeoutMs: number;
  startTimeoutMs: number;
  /** A restart after a kill slower than this fails the run (the rounds still go on, for the figures). */
  maxRestartMs: number;
  /** Each round's figures as it ends. */
  onRound?: (round: RoundFigures) => void;
}

export interface RoundFigures {
  round: number;
  acknowledged: number;
  updates: number;
  refused: number;
  verified: number;
  rechecked: number;
  lost: number;
  inFlightAtKill: number;
  killAfterMs: number;
  restartMs: number;
}

export interface CrashReport {
  database: CrashDatabase;
  label: string;
  firstStartMs: number;
  rounds: RoundFigures[];
  losses: Loss[];
  failure: string | null;
  /** Rounds whose restart took longer than allowed. */
  slowRestarts: RoundFigures[];
  maxRestartMs: number;
}

interface Run {
  options: CrashOptions;
  port: number;
  env: Record<string, string>;
  headers: Record<string, string>;
  ledger: Map<string, Acknowledged>;
  random: Random;
  server: ServerProcess | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function signUp(url: string): Promise<Record<string, string>> {
  const user = `crash${Date.now().toString(36)}`;
  const answer = await registerUser(url, { user, fullName: 'Crash Test' });
  if (answer.status !== 200) throw new Error(`sign-up answered ${answer.status}`);
  return bearer(answer.body.data);
}

/** Writes, a SIGKILL at a random moment, a restart on the same data, and every acknowledged write read back. */
async function round(run: Run, number: number): Promise<{ figures: RoundFigures; losses: Loss[] }> {
  const { options, random } = run;
  const server = run.server;
  if (!server) throw new Error('no server to write to');
  const writer = new CrashClient(new URL(server.url), run.headers);
  const writes = startWrites(writer, run.ledger, { round: number, loops: options.loops, random });
  const [low, high] = options.killAfterMs;
  const killAfterMs = low + random.int(high - low + 1);
  await writes.firstAcknowledged;
  await sleep(killAfterMs);
  writes.stop();
  await server.kill();
  run.server = null;
  const tally = await writes.done;
  writer.close();
  try {
    run.server = await startServer(run.port, run.env, options.startTimeoutMs);
  } catch (error) {
    throw new Error(`the server did not restart after the kill: ${error instanceof Error ? error.message : String(error)}`);
  }
  const reader = new CrashClient(new URL(run.server.url), run.headers);
  const check = await verifyLedger(reader, run.ledger, number).finally(() => reader.close());
  // A loss is reported once, not again after every later kill.
  for (const loss of check.lost) run.ledger.delete(`${loss.record.kind}:${loss.record.id}`);
  const figures: RoundFigures = {
    round: number,
    acknowledged: tally.acknowledged,
    updates: tally.updates,
    refused: tally.refused,
    verified: check.verified,
    rechecked: check.rechecked,
    lost: check.lost.reduce((sum, loss) => sum + loss.writes, 0),
    inFlightAtKill: tally.inFlightAtKill,
    killAfterMs,
    restartMs: run.server.startMs,
  };
  return { figures, losses: check.lost };
}

/** The whole run on one database; the temporary data goes away at the end whatever happened. */
export async function runCrashTest(options: CrashOptions): Promise<CrashReport> {
  const target = await prepareTarget(options.database);
  const report: CrashReport = { database: options.database, label: target.label, firstStartMs: 0, rounds: [], losses: [], failure: null, slowRestarts: [], maxRestartMs: options.maxRestartMs };
  const run: Run = { options, port: await freePort(), env: target.env, headers: {}, ledger: new Map(), random: seededRandom(options.seed), server: null };
  try {
    run.server = await startServer(run.port, run.env, options.startTimeoutMs);
    report.firstStartMs = run.server.startMs;
    run.headers = await signUp(run.server.url);
    for (let number = 1; number <= options.rounds; number += 1) {
      const { figures, losses } = await withTimeout(round(run, number), options.roundTimeoutMs, `round ${number}`);
      report.rounds.push(figures);
      report.losses.push(...losses);
      if (figures.restartMs > options.maxRestartMs) report.slowRestarts.push(figures);
      options.onRound?.(figures);
    }
  } catch (error) {
    report.failure = error instanceof Error ? error.message : String(error);
  } finally {
    await run.server?.kill();
    await target.cleanup();
  }
  return report;
}
