/** When a rating system awards points: when the tournament finishes, when each phase finishes, or per game. */
export const UPDATE_MOMENTS = { tournament: 1, phase: 3, game: 4 } as const;
export type UpdateMomentId = (typeof UPDATE_MOMENTS)[keyof typeof UPDATE_MOMENTS];

/** How a ranking is read: the spec's cut point types; no type means plain summation. */
export const CUT_POINT_TYPES = { reclassification: 5, expiration: 6, displacement: 7, inactive: 8 } as const;

export type CutPoint =
  | { typeId: null }
  /** Divisions: after each reading the best `moves` of a division go up one, the last `moves` go down one. */
  | { typeId: 5; moves: number }
  /** Lines older than `months` months no longer count. */
  | { typeId: 6; months: number }
  /** Only the best `best` tournaments of each person count. */
  | { typeId: 7; best: number }
  /** People without a line in the last `months` months leave the ranking. */
  | { typeId: 8; months: number };

/** A position band starting at or before `upTo` (and after the previous rule's) earns `points`. */
export interface PositionRule {
  upTo: number;
  points: number;
}

/** Reaching the phase played in `order` (1 = first) earns `points`; every phase reached counts. */
export interface PhaseRule {
  order: number;
  points: number;
}

export type CoachRule = { kind: 'summation' } | { kind: 'top-athletes'; topPositions: number; pointsPerAthlete: number };

/** A discount (rating) system: how finished tournaments turn into points. */
export interface RatingSystem {
  updateMomentId: UpdateMomentId;
  positions: PositionRule[];
  phases: PhaseRule[];
  perMatchWon: number;
  coach: CoachRule;
}

export interface PhaseReached {
  phaseId: number;
  order: number;
}

/** One entry of a finished tournament, as the results left it. */
export interface FinishedEntry {
  personId: number;
  /** First place of the entry's final band (3 for a 3–4 band); null while the tournament has no positions. */
  position: number | null;
  phases: PhaseReached[];
  /** Matches won, per phase. */
  wins: { phaseId: number; count: number }[];
  /** The coaches credited with this athlete's results. */
  coachIds: number[];
}

/** A finished tournament (scope `valid`) or one finished phase of it (scope `phase`). */
export interface Finish {
  scope: 'valid' | 'phase';
  validId: number;
  /** The finished phase, for scope `phase`. */
  phaseId: number | null;
  /** Day the points are dated (YYYY-MM-DD). */
  date: string;
  entries: FinishedEntry[];
}

export type BalanceReason = 'position' | 'phase' | 'wins' | 'coach';

/** One line of a person's balance: every point in a ranking comes from one of these. */
export interface BalanceLine {
  personId: number;
  rankingModalityId: number;
  validId: number;
  phaseId: number | null;
  /** Which finish wrote the line: a later finish of the same scope replaces it. */
  source: 'valid' | 'phase';
  reason: BalanceReason;
  /** What earned it: the position, the phase order, the matches won or the athletes counted. */
  detail: number;
  points: number;
  date: string;
}

/** The ranking modality a finish is applied to, and whether it ranks athletes or their coaches. */
export interface Target {
  rankingModalityId: number;
  segment: 'player' | 'coach';
  /**
   * Only the first this many final positions of a tournament earn position points in this table (the ranking's
   * top-N mapping for the table's modality); matches won and phases reached still count.
   */
  topPositions?: number | undefined;
}
