import type { Entry, EntryId, Match, MatchResult } from '../core/engine.types';
import { accept, refuse, type Outcome } from '../core/refusal.messages';
import { drawGroups, type DrawMethod, type GroupDrawOptions } from '../draw/group.draw';
import { scheduleRoundRobin } from '../round-robin/round-robin.schedule';
import { recordMatchResult } from '../scoring/match-result.scoring';
import type { SportRules } from '../scoring/scoring.config';

export interface GroupPhaseOptions extends GroupDrawOptions {
  /** The phase's `rounds`: legs of the round robin (default 1). */
  rounds?: number;
  idPrefix?: string;
}

export interface Group {
  /** 1-based group number. */
  number: number;
  entries: EntryId[];
  roundCount: number;
  resting: Array<EntryId | null>;
  matches: Match[];
}

export interface GroupPhase {
  method: DrawMethod;
  seed: number;
  groups: Group[];
}

/** Draws the groups and schedules each one with the Berger tables. */
export function createGroupPhase(entries: readonly Entry[], options: GroupPhaseOptions): Outcome<GroupPhase> {
  const draw = drawGroups(entries, options);
  if (!draw.ok) return draw;
  const groups = draw.value.groups.map((ids, index): Group => {
    const schedule = scheduleRoundRobin(ids, {
      rounds: options.rounds,
      idPrefix: `${options.idPrefix ?? ''}g${index + 1}-`,
    });
    return { number: index + 1, entries: ids, ...schedule };
  });
  return accept({ method: draw.value.method, seed: draw.value.seed, groups });
}

/**
 * Records or corrects a result in a group held in memory; standings are recomputed from
 * the matches. A server storing matches one by one can call recordMatchResult directly.
 */
export function recordGroupResult(
  group: Group,
  matchId: string,
  result: MatchResult,
  rules: SportRules,
): Outcome<Group> {
  const position = group.matches.findIndex((match) => match.id === matchId);
  const match = group.matches[position];
  if (!match) return refuse('matchNotFound');
  const recorded = recordMatchResult(match, result, { ...rules, knockout: false });
  if (!recorded.ok) return recorded;
  // A shallow copy of the list: untouched matches are shared, only one is replaced.
  const matches = group.matches.slice();
  matches[position] = recorded.value;
  return accept({ ...group, matches });
}
