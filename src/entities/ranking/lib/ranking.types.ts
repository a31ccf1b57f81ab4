import type { Movement } from '@domain/rankings';
import type { BalanceLineView, LevelGroupView, PersonHistoryView, RankingValidRow } from '@domain/contract';

export type BalanceLine = BalanceLineView;
export type PersonHistory = PersonHistoryView;
export type RankingValid = RankingValidRow;
export type { LevelGroupView };

/** `GET ranking/person`: where a person stands in each ranking table. */
export interface PersonStanding {
  rankingId: number;
  rankingName: string;
  rankingModalityId: number;
  points: number;
  tournaments: number;
  position: number;
  /** Since the latest snapshot of the ranking. */
  movement: Movement;
}
