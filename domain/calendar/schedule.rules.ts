import type { BookedMatch, Court, Placement, ScheduleMatch, ScheduleOutcome, ScheduleProblem, Span, UnplacedReason } from './schedule.types';

const MINUTE = 60_000;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Start times are tried on a grid that keeps clock times round (9:00, 9:45…) and still fits rests tightly. */
export function slotStepMinutes(durationMinutes: number, restMinutes: number): number {
  return Math.max(5, gcd(gcd(durationMinutes, restMinutes > 0 ? restMinutes : durationMinutes), 60));
}

/** Sorted, with overlapping or touching windows joined. */
export function mergeWindows(windows: Span[]): Span[] {
  const sorted = windows.filter((w) => w.end > w.start).sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const window of sorted) {
    const last = merged.at(-1);
    if (last && window.start <= last.end) last.end = Math.max(last.end, window.end);
    else merged.push({ ...window });
  }
  return merged;
}

/** Spans each key (a person, a court) is taken for; `gap` is the time that must stay free between two of them. */
class Occupancy<K> {
  private readonly spans = new Map<K, Array<Span & { gap: number }>>();

  /** `gap`: the time the span itself wants free around it (a booked match's own tournament rest). */
  add(key: K, span: Span, gap = 0): void {
    const taken = { start: span.start, end: span.end, gap };
    const list = this.spans.get(key);
    if (list) list.push(taken);
    else this.spans.set(key, [taken]);
  }

  isFree(key: K, span: Span, gap: number): boolean {
    return (this.spans.get(key) ?? []).every((taken) => {
      const needed = Math.max(gap, taken.gap);
      return span.end + needed <= taken.start || taken.end + needed <= span.start;
    });
  }
}

/** What has been decided so far about each series, so later rounds and phases start after earlier ones. */
class Progress {
  private readonly roundStarts = new Map<string, Map<number, number>>();
  private readonly phaseEnds = new Map<number, Map<number, number>>();
  private readonly blockedRounds = new Map<string, number>();
  private readonly blockedPhases = new Map<number, number>();

  record(order: { series: number; phaseId: number; phaseOrder: number; round: number }, span: Span): void {
    const key = `${order.series}:${order.phaseId}`;
    const rounds = this.roundStarts.get(key) ?? new Map<number, number>();
    rounds.set(order.round, Math.max(rounds.get(order.round) ?? -Infinity, span.start));
    this.roundStarts.set(key, rounds);
    const phases = this.phaseEnds.get(order.series) ?? new Map<number, number>();
    phases.set(order.phaseOrder, Math.max(phases.get(order.phaseOrder) ?? -Infinity, span.end));
    this.phaseEnds.set(order.series, phases);
  }

  block(match: ScheduleMatch): void {
    const key = `${match.series}:${match.phaseId}`;
    this.blockedRounds.set(key, Math.min(this.blockedRounds.get(key) ?? Infinity, match.round));
    this.blockedPhases.set(match.series, Math.min(this.blockedPhases.get(match.series) ?? Infinity, match.phaseOrder));
  }

  /** Whether an earlier round of the phase, or an earlier phase, has a match that found no slot. */
  isBlocked(match: ScheduleMatch): boolean {
    return (this.blockedRounds.get(`${match.series}:${match.phaseId}`) ?? Infinity) < match.round || (this.blockedPhases.get(match.series) ?? Infinity) < match.phaseOrder;
  }

  /** The earliest start the order rules allow: every earlier round of the phase started, every earlier phase over. */
  earliestStart(match: ScheduleMatch, rest: number): number {
    let bound = -Infinity;
    for (const [round, start] of this.roundStarts.get(`${match.series}:${match.phaseId}`) ?? []) if (round < match.round) bound = Math.max(bound, start);
    for (const [order, end] of this.phaseEnds.get(match.series) ?? []) if (order < match.phaseOrder) bound = Math.max(bound, end + rest);
    return bound;
  }
}

const courtKey = (court: Court) => `${court.placeId}\u0000${court.court}`;
const personsOf = (match: ScheduleMatch) => [...new Set(match.sides.flatMap((side) => side?.personIds ?? []))];
const byOrder = (a: ScheduleMatch, b: ScheduleMatch) => a.phaseOrder - b.phaseOrder || a.round - b.round || a.series - b.series;

/**
 * Places every match on the earliest free slot of the windows, in phase and round order, spreading matches over
 * the courts. Nobody plays two matches at once or without the minimum rest between them, no court holds two
 * matches at once, and a knockout match starts after the matches feeding it end (plus the rest). A match that
 * cannot be placed is reported with its reason: `no-sides` when it will never be played (a bye), `no-slot` when
 * the windows ran out (and then every later round of its phase, and later phases, are reported too).
 */
export function scheduleMatches(problem: ScheduleProblem): ScheduleOutcome {
  const duration = problem.durationMinutes * MINUTE;
  const rest = problem.restMinutes * MINUTE;
  const step = slotStepMinutes(problem.durationMinutes, problem.restMinutes) * MINUTE;
  const windows = mergeWindows(problem.windows);
  const persons = new Occupancy<number>();
  const courts = new Occupancy<string>();
  const usage = new Map(problem.courts.map((court) => [courtKey(court), 0]));
  const progress = new Progress();
  const ends = new Map<number, number>();
  const outcomes = new Map<number, UnplacedReason | 'placed'>();

  const take = (booking: Placement, personIds: number[], restMinutes = 0) => {
    for (const person of personIds) persons.add(person, booking, restMinutes * MINUTE);
    courts.add(courtKey(booking), booking);
    usage.set(courtKey(booking), (usage.get(courtKey(booking)) ?? 0) + 1);
    ends.set(booking.matchId, booking.end);
  };
  problem.booked.forEach((booked: BookedMatch) => {
    take(booked, booked.personIds, booked.restMinutes);
    outcomes.set(booked.matchId, 'placed');
    if (booked.order) progress.record(booked.order, booked);
  });

  const courtList = problem.courts.map((court, index) => ({ court, index, key: courtKey(court) }));
  const freeCourt = (span: Span) =>
    [...courtList].sort((a, b) => (usage.get(a.key) ?? 0) - (usage.get(b.key) ?? 0) || a.index - b.index).find((entry) => courts.isFree(entry.key, span, 0));

  const findSlot = (match: ScheduleMatch, earliest: number): Placement | null => {
    const people = personsOf(match);
    for (const window of windows) {
      if (window.end - window.start < duration || window.end < earliest + duration) continue;
      let start = window.start;
      if (start < earliest) start += Math.ceil((earliest - start) / step) * step;
      for (; start + duration <= window.end; start += step) {
        const span = { start, end: start + duration };
        if (!people.every((person) => persons.isFree(person, span, rest))) continue;
        const found = freeCourt(span);
        if (found) return { matchId: match.id, ...span, placeId: found.court.placeId, court: found.court.court };
      }
    }
    return null;
  };

  const placements: Placement[] = [];
  const unplaced: ScheduleOutcome['unplaced'] = [];
  const report = (match: ScheduleMatch, reason: UnplacedReason) => {
    unplaced.push({ matchId: match.id, reason });
    outcomes.set(match.id, reason);
  };

  for (const match of [...problem.matches].sort(byOrder)) {
    if (outcomes.has(match.id)) continue;
    const feeds = match.feeds.filter((id) => outcomes.get(id) !== 'no-sides');
    if (match.sides.filter((side) => side !== null).length + feeds.length < 2) {
      report(match, 'no-sides');
      continue;
    }
    if (progress.isBlocked(match) || feeds.some((id) => outcomes.get(id) === 'no-slot')) {
      report(match, 'no-slot');
      progress.block(match);
      continue;
    }
    const earliest = Math.max(progress.earliestStart(match, rest), ...feeds.map((id) => (ends.get(id) ?? -Infinity) + rest));
    const placement = findSlot(match, earliest);
    if (!placement) {
      report(match, 'no-slot');
      progress.block(match);
      continue;
    }
    take(placement, personsOf(match));
    progress.record(match, placement);
    outcomes.set(match.id, 'placed');
    placements.push(placement);
  }
  return { placements, unplaced };
}
