import type { BalanceLine, Finish, FinishedEntry, PositionRule, RatingSystem, Target } from './rating.types';

/** Points for a final position: the first rule (in ascending `upTo`) the band start reaches; 0 past the last. */
export function pointsForPosition(rules: readonly PositionRule[], position: number | null): number {
  if (position === null) return 0;
  const sorted = [...rules].sort((a, b) => a.upTo - b.upTo);
  return sorted.find((rule) => position <= rule.upTo)?.points ?? 0;
}

/** Points for having reached the phase played in `order`. */
export function pointsForPhase(system: RatingSystem, order: number): number {
  return system.phases.find((rule) => rule.order === order)?.points ?? 0;
}

type Draft = Omit<BalanceLine, 'rankingModalityId' | 'date' | 'source' | 'validId'>;

/** Which parts of the result this finish awards, by the system's update moment. */
function awards(system: RatingSystem, finish: Finish): { positions: boolean; phaseIds: Set<number> | 'all' | 'none' } {
  if (system.updateMomentId === 1) return finish.scope === 'valid' ? { positions: true, phaseIds: 'all' } : { positions: false, phaseIds: 'none' };
  if (finish.scope === 'valid') return { positions: true, phaseIds: 'none' };
  return { positions: false, phaseIds: new Set(finish.phaseId === null ? [] : [finish.phaseId]) };
}

function athleteLines(system: RatingSystem, finish: Finish, entry: FinishedEntry): Draft[] {
  const what = awards(system, finish);
  const counts = (phaseId: number) => what.phaseIds === 'all' || (what.phaseIds !== 'none' && what.phaseIds.has(phaseId));
  const lines: Draft[] = [];
  const base = { personId: entry.personId };
  if (what.positions && entry.position !== null) {
    lines.push({ ...base, phaseId: null, reason: 'position', detail: entry.position, points: pointsForPosition(system.positions, entry.position) });
  }
  for (const phase of entry.phases) {
    if (counts(phase.phaseId)) lines.push({ ...base, phaseId: phase.phaseId, reason: 'phase', detail: phase.order, points: pointsForPhase(system, phase.order) });
  }
  for (const won of entry.wins) {
    if (counts(won.phaseId) && won.count > 0) lines.push({ ...base, phaseId: won.phaseId, reason: 'wins', detail: won.count, points: won.count * system.perMatchWon });
  }
  return lines.filter((line) => line.points !== 0);
}

/** Coaches earn the sum of their athletes' points, or a fixed amount per athlete in the top positions. */
function coachLines(system: RatingSystem, finish: Finish): Draft[] {
  const totals = new Map<number, { points: number; athletes: number }>();
  for (const entry of finish.entries) {
    let points = 0;
    let counted = 0;
    if (system.coach.kind === 'summation') {
      points = athleteLines(system, finish, entry).reduce((sum, line) => sum + line.points, 0);
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

/** The balance lines one finish writes for one ranking modality, in a stable order. */
export function linesForFinish(system: RatingSystem, finish: Finish, target: Target): BalanceLine[] {
  const drafts = target.segment === 'coach' ? coachLines(system, finish) : finish.entries.flatMap((entry) => athleteLines(system, finish, entry));
  return drafts
    .map((draft) => ({ ...draft, rankingModalityId: target.rankingModalityId, validId: finish.validId, source: finish.scope, date: finish.date }))
    .sort((a, b) => a.personId - b.personId || a.reason.localeCompare(b.reason) || (a.phaseId ?? 0) - (b.phaseId ?? 0));
}
