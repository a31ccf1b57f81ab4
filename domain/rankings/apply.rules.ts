import { linesForFinish } from './points.rules';
import type { BalanceLine, Finish, RatingSystem, Target } from './rating.types';

/** Which stored lines a finish stands for: processing it again (or after a correction) replaces exactly these. */
export interface FinishKey {
  rankingModalityId: number;
  validId: number;
  source: 'valid' | 'phase';
  phaseId: number | null;
}

export function finishKey(finish: Finish, target: Target): FinishKey {
  return { rankingModalityId: target.rankingModalityId, validId: finish.validId, source: finish.scope, phaseId: finish.scope === 'phase' ? finish.phaseId : null };
}

export function belongsTo(line: BalanceLine, key: FinishKey): boolean {
  if (line.rankingModalityId !== key.rankingModalityId || line.validId !== key.validId || line.source !== key.source) return false;
  return key.source === 'valid' || line.phaseId === key.phaseId;
}

/**
 * A modality's balance after a finish: the lines that finish wrote before (if any) are replaced by the ones it
 * writes now, so applying the same finish twice is applying it once, and a corrected result replaces its points.
 */
export function applyFinish(existing: readonly BalanceLine[], system: RatingSystem, finish: Finish, target: Target): BalanceLine[] {
  const key = finishKey(finish, target);
  return [...existing.filter((line) => !belongsTo(line, key)), ...linesForFinish(system, finish, target)];
}
