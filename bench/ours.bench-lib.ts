import {
  computeStandings,
  createBracket,
  createGroupPhase,
  knockoutPositions,
  recordMatchResult,
  recordKnockoutResult,
  SPORT,
  TIE_BREAK_PRESETS,
  type Entry,
  type MatchResult,
} from '../domain/engine';
import type { PlannedOutcome, Workload } from './results.bench-lib';

const rules = { sportId: SPORT.tableTennis } as const;
const groupRules = { ...rules, knockout: false };

/** A valid best-of-five table-tennis result with game scores. */
function toResult({ homeWins, loserGames, loserPoints }: PlannedOutcome): MatchResult {
  const periods = [];
  for (let i = 0; i < loserGames; i += 1) {
    periods.push(homeWins ? { home: loserPoints, away: 11 } : { home: 11, away: loserPoints });
  }
  for (let i = 0; i < 3; i += 1) {
    periods.push(homeWins ? { home: 11, away: loserPoints } : { home: loserPoints, away: 11 });
  }
  return { periods };
}

function fail(code: string): never {
  throw new Error(`engine refused: ${code}`);
}

/** Creates, plays every match and ranks; returns how many entries were ranked. */
export function runOurs(workload: Workload, outcomes: readonly PlannedOutcome[]): number {
  const entries: Entry[] = Array.from({ length: workload.entries }, (_, i) => ({ id: i + 1, seed: i + 1 }));
  let played = 0;
  if (workload.groups === null) {
    const created = createBracket(entries, { seed: 7, thirdPlace: workload.thirdPlace });
    if (!created.ok) return fail(created.code);
    let bracket = created.value;
    // Matches come round by round (third place last), so each is ready when reached.
    for (const { id } of created.value.matches) {
      const outcome = outcomes[played % outcomes.length];
      played += 1;
      if (!outcome) return fail('no outcome');
      const next = recordKnockoutResult(bracket, id, toResult(outcome), rules);
      if (!next.ok) return fail(next.code);
      bracket = next.value;
    }
    return knockoutPositions(bracket).length;
  }
  const phase = createGroupPhase(entries, { groupCount: workload.groups, method: 'snake', seed: 7 });
  if (!phase.ok) return fail(phase.code);
  let ranked = 0;
  for (const group of phase.value.groups) {
    // Each result is validated and its match stored, as a server does per request; the
    // array stands in for the storage that brackets-manager gets from its in-memory database.
    const stored = group.matches.slice();
    stored.forEach((match, index) => {
      const outcome = outcomes[played % outcomes.length];
      played += 1;
      if (!outcome) return fail('no outcome');
      const recorded = recordMatchResult(match, toResult(outcome), groupRules);
      if (!recorded.ok) return fail(recorded.code);
      stored[index] = recorded.value;
    });
    const standings = computeStandings(group.entries, stored, { rules, tieBreak: TIE_BREAK_PRESETS.ittf, seed: 7 });
    ranked += standings.rows.length;
  }
  return ranked;
}
