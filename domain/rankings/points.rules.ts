import type { BalanceLine, Finish, FinishedEntry, PositionRule, RatingSystem, Target } from './rating.types';

/** The first rule (of rules sorted by `upTo`) a position reaches gives its points; 0 past the last. */
function pointsOfSorted(sorted: readonly PositionRule[], position: number): number {
  for (const rule of sorted) if (position <= rule.upTo) return rule.points;
  return 0;
}

const byUpTo = (rules: readonly PositionRule[]) => [...rules].sort((a, b) => a.upTo - b.upTo);

/** Points for a final position: the first rule (in ascending `upTo`) the band start reaches; 0 past the last. */
export function pointsForPosition(rules: readonly PositionRule[], position: number | null): number {
  return position === null ? 0 : pointsOfSorted(byUpTo(rules), position);
}

/** Points for having reached the phase played in `order`. */
export function pointsForPhase(system: RatingSystem, order: number): number {
  return system.phases.find((rule) => rule.order === order)?.points ?? 0;
}

type Draft = Omit<BalanceLine, 'rankingModalityId' | 'date' | 'source' | 'validId'>;

/** Which parts of the result a finish awards (by the system's update moment), and the position rules in order. */
interface Awards {
  positions: boolean;
  phaseIds: Set<number> | 'all' | 'none';
  rules: readonly PositionRule[];
  /** Positions past this earn no position points. */
  top?: number | undefined;
}

function awards(system: RatingSystem, finish: Finish): Awards {
  const rules = byUpTo(system.positions);
  if (system.updateMomentId === 1) return finish.scope === 'valid' ? { positions: true, phaseIds: 'all', rules } : { positions: false, phaseIds: 'none', rules };
  if (finish.scope === 'valid') return { positions: true, phaseIds: 'none', rules };
  return { positions: false, phaseIds: new Set(finish.phaseId === null ? [] : [finish.phaseId]), rules };
}

function counts(what: Awards, phaseId: number): boolean {
  return what.phaseIds === 'all' || (what.phaseIds !== 'none' && what.phaseIds.has(phaseId));
}

/** An athlete's lines with points (none for what earns nothing). Read once per entry of large finishes: no closures. */
function athleteLines(system: RatingSystem, what: Awards, entry: FinishedEntry): Draft[] {
  const lines: Draft[] = [];
  const personId = entry.personId;
  if (what.positions && entry.position !== null && (what.top === undefined || entry.position <= what.top)) {
    const points = pointsOfSorted(what.rules, entry.position);
    if (points !== 0) lines.push({ personId, phaseId: null, reason: 'position', detail: entry.position, points });
  }
  for (const phase of entry.phases) {
    if (!counts(what, phase.phaseId)) continue;
    const points = pointsForPhase(system, phase.order);
    if (points !== 0) lines.push({ personId, phaseId: phase.phaseId, reason: 'phase', detail: phase.order, points });
  }
  for (const won of entry.wins) {
    const points = won.count * system.perMatchWon;
    if (counts(what, won.phaseId) && won.count > 0 && points !== 0) lines.push({ personId, phaseId: won.phaseId, reason: 'wins', detail: won.count, points });
  }
  return lines;
}

/** Coaches earn the sum of their athletes' points, or a fixed amount per athlete in the top positions. */
function coachLines(system: RatingSystem, finish: Finish): Draft[] {
  const what = awards(system, finish);
  const totals = new Map<number, { points: number; athletes: number }>();
  for (const entry of finish.entries) {
    let points = 0;
    let counted = 0;
    if (system.coach.kind === 'summation') {
      points = athleteLines(system, what, entry).reduce((sum, line) => sum + line.points, 0);
      counted = points !== 0 ? 1 : 0;
    } else if (finish.scope === 'valid' && entry.position !== null && entry.position <= system.coach.topPositions) {
      points = system.coach.pointsPerAthlete;
      counted = 1;
    }
    for (const coachId of new Set(entry.coachIds)) {
      const total = totals.get(coachId) ?? { points: 0, athletes: 0 };
      totals.set(coachId, { points: total.points + points, athletes: total.athletes + counted });
    }
  }
  return [...totals]
    .filter(([, total]) => total.points !== 0)
    .map(([personId, total]) => ({ personId, phaseId: finish.scope === 'phase' ? finish.phaseId : null, reason: 'coach', detail: total.athletes, points: total.points }));
}

const byReason = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The balance lines one finish writes for one ranking modality, in a stable order (person, reason, phase). */
export function linesForFinish(system: RatingSystem, finish: Finish, target: Target): BalanceLine[] {
  let drafts: Draft[];
  if (target.segment === 'coach') {
    drafts = coachLines(system, finish);
  } else {
    const what: Awards = { ...awards(system, finish), top: target.topPositions };
    drafts = finish.entries.flatMap((entry) => athleteLines(system, what, entry));
  }
  return drafts
    .map(({ personId, phaseId, reason, detail, points }) => ({ personId, phaseId, reason, detail, points, rankingModalityId: target.rankingModalityId, validId: finish.validId, source: finish.scope, date: finish.date }))
    .sort((a, b) => a.personId - b.personId || byReason(a.reason, b.reason) || (a.phaseId ?? 0) - (b.phaseId ?? 0));
}
