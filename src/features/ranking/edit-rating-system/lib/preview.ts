import { linesForFinish, type BalanceLine, type Finish, type RatingSystem } from '@domain/rankings';

/** The sample result the preview scores: a final position, how many phases were reached, matches won. */
export interface SampleResult {
  position: number;
  phasesReached: number;
  matchesWon: number;
}

/** The rules as typed so far; half-typed numbers count as nothing rather than breaking the preview. */
export interface DraftSystem {
  updateMomentId?: number | undefined;
  positions?: ({ upTo?: number | null | undefined; points?: number | null | undefined } | undefined)[] | undefined;
  phases?: ({ order?: number | null | undefined; points?: number | null | undefined } | undefined)[] | undefined;
  perMatchWon?: number | null | undefined;
  coach?: { kind?: string; topPositions?: number | null; pointsPerAthlete?: number | null } | undefined;
}

const whole = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0);

export function systemOf(draft: DraftSystem): RatingSystem {
  const moment = draft.updateMomentId === 3 || draft.updateMomentId === 4 ? draft.updateMomentId : 1;
  return {
    updateMomentId: moment,
    positions: (draft.positions ?? []).flatMap((rule) => (rule && whole(rule.upTo) > 0 ? [{ upTo: whole(rule.upTo), points: whole(rule.points) }] : [])),
    phases: (draft.phases ?? []).flatMap((rule) => (rule && whole(rule.order) > 0 ? [{ order: whole(rule.order), points: whole(rule.points) }] : [])),
    perMatchWon: whole(draft.perMatchWon),
    coach: draft.coach?.kind === 'top-athletes' ? { kind: 'top-athletes', topPositions: whole(draft.coach.topPositions), pointsPerAthlete: whole(draft.coach.pointsPerAthlete) } : { kind: 'summation' },
  };
}

/**
 * Every line the sample earns over the whole tournament, by the same rules the server applies: at the
 * tournament's finish, plus each phase's finish when the system awards points per phase or per game.
 */
export function previewLines(draft: DraftSystem, sample: SampleResult): BalanceLine[] {
  const system = systemOf(draft);
  const phases = Array.from({ length: Math.max(0, whole(sample.phasesReached)) }, (_, index) => ({ phaseId: index + 1, order: index + 1 }));
  const lastPhase = phases.at(-1)?.phaseId ?? 1;
  const entry = { personId: 1, position: whole(sample.position) > 0 ? whole(sample.position) : null, phases, wins: [{ phaseId: lastPhase, count: Math.max(0, whole(sample.matchesWon)) }], coachIds: [] };
  const finish = (scope: Finish['scope'], phaseId: number | null): Finish => ({ scope, validId: 1, phaseId, date: '2026-01-01', entries: [entry] });
  const target = { rankingModalityId: 1, segment: 'player' as const };
  const atEnd = linesForFinish(system, finish('valid', null), target);
  if (system.updateMomentId === 1) return atEnd;
  return [...atEnd, ...phases.flatMap((phase) => linesForFinish(system, finish('phase', phase.phaseId), target))];
}
