import { DEFAULT_SCORING, SPORT, type MatchRules } from '@domain/engine';

export const BASKETBALL_QUARTERS_COUNT = 4;
export const SOCCER_HALVES_COUNT = 2;

export type FormKind = 'games' | 'goals' | 'quarters';

export interface SportForm {
  kind: FormKind;
  /** Rows shown for regulation periods. */
  periodRows: number;
  /** Every regulation row must be filled (quarters, halves); games beyond the decision stay blank. */
  requiredPeriods: boolean;
  extraTime: boolean;
  penalties: boolean;
  overtime: boolean;
}

export function sportForm(rules: MatchRules): SportForm {
  if (rules.sportId === SPORT.tableTennis) {
    const periodRows = rules.scoring?.maxPeriods ?? DEFAULT_SCORING.maxPeriods;
    return { kind: 'games', periodRows, requiredPeriods: false, extraTime: false, penalties: false, overtime: false };
  }
  if (rules.sportId === SPORT.basketball) {
    return { kind: 'quarters', periodRows: BASKETBALL_QUARTERS_COUNT, requiredPeriods: true, extraTime: false, penalties: false, overtime: true };
  }
  // Two halves (Laws of the Game, Law 7); extra time and penalties only in knockouts, and only where the phase plays them.
  return {
    kind: 'goals',
    periodRows: SOCCER_HALVES_COUNT,
    requiredPeriods: true,
    extraTime: rules.knockout && rules.scoring?.extraTime !== false,
    penalties: rules.knockout && rules.scoring?.penalties !== false,
    overtime: false,
  };
}
