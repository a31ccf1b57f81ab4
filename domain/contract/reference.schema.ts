import * as v from 'valibot';
import type { Label, ModalityLabels, SportConfig } from '../catalog';

/** One row of a lookup table, labelled in both languages so the cache serves either. */
export interface LookupRef {
  id: number;
  code: string;
  label: Label;
}

export interface SportGameSystem {
  modalityId: number;
  active: boolean;
}

export interface SportRef extends LookupRef {
  config: SportConfig;
  /** Which modalities an organiser may create for this sport. */
  sportGameSystems: SportGameSystem[];
  banners: readonly string[];
}

export interface ModalityRef {
  id: number;
  code: string;
  segment: string;
  labels: { es: ModalityLabels; en: ModalityLabels };
}

export interface SequenceRef extends LookupRef {
  /** Games in order: `A-X` singles, `D` doubles. */
  games: string[];
}

export interface TieBreakCriterionRef {
  key: string;
  scope: 'all' | 'tied';
  label: Label;
}

/** A tie-break rule set of the engine (ITTF, UEFA, FIFA, FIBA) with its criteria in order. */
export interface TieBreakRef {
  code: string;
  label: Label;
  points: { win: number; draw: number; loss: number; forfeit: number };
  criteria: TieBreakCriterionRef[];
}

/** A user who administers one of the current community's accounts. */
export interface AdminRef {
  userId: number;
  fullName: string;
  username: string;
  avatar: string | null;
  accountId: number;
  accountName: string;
}

/** How one sport plays a game system: whether it offers it, how many rubbers win an encounter, its tie-break rules. */
export const GameRuleSport = v.object({
  id: v.number(),
  name: v.string(),
  enabled: v.boolean(),
  rubbersToWin: v.number(),
  tieBreakPreset: v.string(),
});
export type GameRuleSport = v.InferOutput<typeof GameRuleSport>;

/**
 * `GET rules/{id}`: the game system `id` (the `ruleId` of `phase/configuration`: 1 single, 2 team, 3 double) with its
 * texts in the caller's language and how each sport plays it.
 */
export const GameRule = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  plural: v.string(),
  description: v.string(),
  sports: v.array(GameRuleSport),
});
export type GameRule = v.InferOutput<typeof GameRule>;

/** The answer's envelope, described in the OpenAPI document. */
export const GameRuleResponse = v.object({ data: GameRule });
