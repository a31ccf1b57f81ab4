import { DEFAULT_SCORING, SPORT, type MatchRules } from '@domain/engine';

export const BASKETBALL_QUARTERS_COUNT = 4;

export type FormKind = 'games' | 'goals' | 'quarters';

export interface SportForm {
  kind: FormKind;
  /** Rows shown for regulation periods. */
  periodRows: number;
  /** Every regulation row must be filled (quarters, full time); games beyond the decision stay blank. */
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
  return { kind: 'goals', periodRows: 1, requiredPeriods: true, extraTime: rules.knockout, penalties: rules.knockout, overtime: false };
}
