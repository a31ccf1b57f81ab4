import * as v from 'valibot';
import { reasonOf, type Api } from './client';
import { Match } from './schemas';
import { corrected, tableTennisResult } from './scores';

/** What the score-keepers did, over every phase they scored. */
export interface KeeperFigures {
  /** Milliseconds of every save answered 200 (results and corrections). */
  saveMs: number[];
  results: number;
  corrections: number;
  /** 409s for a version read before someone else changed the match: re-read and retried. */
  staleRetried: number;
  /** Corrections refused because the match the winner went on to was played already: counted and skipped. */
  dependentSkipped: number;
  /** Anything else that went wrong, one line each. */
  errors: string[];
  /** When each save of a match was answered 200 (performance.now()), by match id, in order. */
  savedAt: Map<number, number[]>;
}

export const emptyFigures = (): KeeperFigures => ({ saveMs: [], results: 0, corrections: 0, staleRetried: 0, dependentSkipped: 0, errors: [], savedAt: new Map() });

interface Task {
  matchId: number;
  code: string;
  /** 0 the result, 1 its correction. */
  attempt: number;
  version: number | null;
}

const MAX_TRIES = 6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ready = (match: Match) => match.status === 'pending' && match.result === null && match.homeId !== null && match.awayId !== null;

/**
 * Score-keepers (one session each) taking the matches of a phase from one shared queue as they become ready,
 * round by round, each entering the seeded result on the version it read; about `share` of the results are
 * corrected once afterwards (queued behind the matches found ready next), on the version the match has by then.
 * Ends when nothing is left to play and no keeper is busy; a knockout match whose entries never arrive is left.
 */
export async function scorePhase(keepers: Api[], phaseId: number, options: { seed: number; share: number }, figures: KeeperFigures): Promise<void> {
  const [reader] = keepers;
  if (!reader) throw new Error('no score-keeper');
  const queue: Task[] = [];
  /** Corrections wait until the next look for ready matches, so some come in after the next round started. */
  const held: Task[] = [];
  const taken = new Set<number>();
  let busy = 0;
  let completed = 0;
  let done = false;
  let refreshing: Promise<{ found: number; settled: boolean }> | null = null;

  /** Queues the matches that became ready; `settled` when no save was under way or finished since it began. */
  const refresh = (): Promise<{ found: number; settled: boolean }> => {
    const quiet = busy === 0;
    const before = completed;
    refreshing ??= (async () => {
      const matches = await reader.data(v.array(Match), 'GET', `/api/match?phaseId=${phaseId}`);
      const fresh = matches.filter((match) => ready(match) && !taken.has(match.id)).sort((a, b) => a.round - b.round || a.id - b.id);
      for (const match of fresh) {
        taken.add(match.id);
        queue.push({ matchId: match.id, code: match.code, attempt: 0, version: match.version });
      }
      const released = held.splice(0);
      queue.push(...released);
      return { found: fresh.length + released.length, settled: quiet && busy === 0 && completed === before };
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const save = async (keeper: Api, task: Task): Promise<void> => {
    let version = task.version;
    const result = tableTennisResult(options.seed, `${phaseId}:${task.code}`, task.attempt);
    for (let tries = 1; ; tries += 1) {
      if (version === null) version = (await keeper.data(Match, 'GET', `/api/match/${task.matchId}`)).version;
      const answer = await keeper.send('PUT', `/api/match/${task.matchId}`, { version, result });
      if (answer.status === 200) {
        figures.saveMs.push(answer.ms);
        const times = figures.savedAt.get(task.matchId) ?? [];
        times.push(performance.now());
        figures.savedAt.set(task.matchId, times);
        if (task.attempt === 0) figures.results += 1;
        else figures.corrections += 1;
        if (task.attempt === 0 && corrected(options.seed, `${phaseId}:${task.code}`, options.share)) held.push({ ...task, attempt: 1, version: null });
        return;
      }
      const reason = answer.status === 409 ? reasonOf(answer) : null;
      if (reason === 'dependentMatchPlayed' && task.attempt > 0) {
        figures.dependentSkipped += 1;
        return;
      }
      if (answer.status === 409 && reason === null && tries < MAX_TRIES) {
        figures.staleRetried += 1;
        version = null;
        continue;
      }
      figures.errors.push(`PUT /api/match/${task.matchId} (${task.code}, ${task.attempt ? 'correction' : 'result'}) answered ${answer.status}${reason ? ` ${reason}` : ''} after ${tries} tries`);
      return;
    }
  };

  const keeperLoop = async (keeper: Api): Promise<void> => {
    while (!done) {
      const task = queue.shift();
      if (task) {
        busy += 1;
        try {
          await save(keeper, task);
        } catch (error) {
          figures.errors.push(`${task.code}: ${error instanceof Error ? error.message : String(error)}`);
        } finally {
          busy -= 1;
          completed += 1;
        }
        continue;
      }
      // Nothing queued: look for matches that became ready; when nobody is busy and a look started after the
      // last save finds nothing new, the phase is over (or stuck).
      const { found, settled } = await refresh();
      if (found === 0 && settled && queue.length === 0) done = true;
      else if (found === 0) await sleep(25);
    }
  };

  await Promise.all(keepers.map(keeperLoop));
}
