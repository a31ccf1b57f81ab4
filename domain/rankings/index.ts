export {
  CUT_POINT_TYPES,
  UPDATE_MOMENTS,
  type BalanceLine,
  type BalanceReason,
  type CoachRule,
  type CutPoint,
  type Finish,
  type FinishedEntry,
  type PhaseReached,
  type PhaseRule,
  type PositionRule,
  type RatingSystem,
  type Target,
  type UpdateMomentId,
} from './rating.types';
export { linesForFinish, pointsForPhase, pointsForPosition } from './points.rules';
export { applyFinish, belongsTo, finishKey, type FinishKey } from './apply.rules';
export { monthsBefore, personTotal, rankTotals, standingsOf, type PersonTotal, type RankedRow } from './cut-points.rules';
export { reclassify, type DivisionMove } from './divisions.rules';
export { ageOn, birthRange, inRange, type AgeBounds, type BirthRange } from './age.rules';
export { movementOf, type Movement } from './movement.rules';
