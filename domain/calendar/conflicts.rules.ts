import type { Span } from './schedule.types';

export type ConflictCode = 'person-overlap' | 'court-overlap' | 'rest' | 'outside-window';

export interface Conflict {
  code: ConflictCode;
  otherMatchId: number | null;
  personId: number | null;
}

/** A match on the calendar as the conflict check reads it. `windows` null: its tournament set no playing hours. */
export interface CheckedMatch extends Span {
  matchId: number;
  placeId: number | null;
  court: string | null;
  personIds: number[];
  restMinutes: number;
  windows: Span[] | null;
}

const MINUTE = 60_000;

/**
 * What is wrong with each match of a calendar, typically after a hand-made move: a person in two matches at once,
 * a court holding two matches at once, less than the minimum rest between a person's matches (the larger of the
 * two matches' minimums), or a match outside its tournament's playing hours. Each finding is listed on both
 * matches it involves; matches without findings are absent from the answer.
 */
export function detectConflicts(matches: CheckedMatch[]): Map<number, Conflict[]> {
  const found = new Map<number, Conflict[]>();
  const seen = new Set<string>();
  const add = (matchId: number, conflict: Conflict) => {
    const key = `${matchId}:${conflict.code}:${conflict.otherMatchId}:${conflict.personId}`;
    if (seen.has(key)) return;
    seen.add(key);
    const list = found.get(matchId);
    if (list) list.push(conflict);
    else found.set(matchId, [conflict]);
  };
  const pair = (a: CheckedMatch, b: CheckedMatch, code: ConflictCode, personId: number | null) => {
    add(a.matchId, { code, otherMatchId: b.matchId, personId });
    add(b.matchId, { code, otherMatchId: a.matchId, personId });
  };

  const sorted = [...matches].sort((a, b) => a.start - b.start || a.matchId - b.matchId);
  const longestRest = Math.max(0, ...matches.map((m) => m.restMinutes)) * MINUTE;
  sorted.forEach((a, index) => {
    if (a.windows !== null && !a.windows.some((w) => w.start <= a.start && a.end <= w.end)) add(a.matchId, { code: 'outside-window', otherMatchId: null, personId: null });
    const people = new Set(a.personIds);
    for (const b of sorted.slice(index + 1)) {
      if (b.start >= a.end + longestRest) break;
      if (b.matchId === a.matchId) continue;
      const overlap = b.start < a.end && a.start < b.end;
      const shared = [...new Set(b.personIds)].filter((person) => people.has(person));
      if (overlap) {
        if (a.placeId !== null && a.court !== null && a.placeId === b.placeId && a.court === b.court) pair(a, b, 'court-overlap', null);
        for (const person of shared) pair(a, b, 'person-overlap', person);
        continue;
      }
      const gap = Math.max(a.start, b.start) - Math.min(a.end, b.end);
      if (gap < Math.max(a.restMinutes, b.restMinutes) * MINUTE) for (const person of shared) pair(a, b, 'rest', person);
    }
  });
  return found;
}
