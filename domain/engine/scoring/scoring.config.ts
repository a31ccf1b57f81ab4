/** Sport ids as the platform stores them. */
export const SPORT = {
  tableTennis: 1,
  soccer: 2,
  basketball: 3,
  soccer5: 5,
  soccer7: 6,
} as const;

export type SportId = (typeof SPORT)[keyof typeof SPORT];

export type SportFamily = 'tableTennis' | 'goals' | 'basketball';

export const SPORT_FAMILY: Record<SportId, SportFamily> = {
  1: 'tableTennis',
  2: 'goals',
  3: 'basketball',
  5: 'goals',
  6: 'goals',
};

export interface ScoringConfig {
  /** Most games a table-tennis match may have (best of five by default). */
  maxPeriods: number;
  periodsToWin: number;
  /** Points that win a game; from scoreToWin − 1 all, a two-point lead is needed. */
  scoreToWin: number;
  walkoverWinnerPoints: number;
  walkoverLoserPoints: number;
  /** Individual matches a team must win (team results list them as `rubbers`). */
  rubbersToWin: number;
  /** Knockouts of goals sports: whether the phase plays extra time; unset means the Laws allow it. */
  extraTime?: boolean;
  /** Knockouts of goals sports: whether the phase decides a level match on penalties; unset means allowed. */
  penalties?: boolean;
}

/** Phase defaults from the platform specification. */
export const PHASE_DEFAULTS = {
  classified: 2,
  unclassified: 0,
  rounds: 1,
  maxPeriods: 5,
  periodsToWin: 3,
  scoreToWin: 11,
  walkoverWinnerPoints: 11,
  walkoverLoserPoints: 0,
} as const;

export const DEFAULT_SCORING: ScoringConfig = {
  maxPeriods: PHASE_DEFAULTS.maxPeriods,
  periodsToWin: PHASE_DEFAULTS.periodsToWin,
  scoreToWin: PHASE_DEFAULTS.scoreToWin,
  walkoverWinnerPoints: PHASE_DEFAULTS.walkoverWinnerPoints,
  walkoverLoserPoints: PHASE_DEFAULTS.walkoverLoserPoints,
  rubbersToWin: 1,
};

/** Forfeit scores of the goal and basketball sports (FIFA 3–0, FIBA 20–0). */
export const FORFEIT_SCORE: Record<Exclude<SportFamily, 'tableTennis'>, number> = {
  goals: 3,
  basketball: 20,
};

export const BASKETBALL_QUARTERS = 4;

/** The sport and the phase's scoring settings (defaults fill what is left out). */
export interface SportRules {
  sportId: SportId;
  scoring?: Partial<ScoringConfig>;
}

export interface MatchRules extends SportRules {
  /** Knockout matches must produce a winner; group matches may end level where the sport allows. */
  knockout: boolean;
}

export function resolveScoring(scoring: Partial<ScoringConfig> = {}): ScoringConfig {
  return { ...DEFAULT_SCORING, ...scoring };
}
