import * as v from 'valibot';
import type { DivisionMove } from '../rankings';
import { idParam, requiredText, wholeNumber } from './fields';
import { optionalRef, versionField, type Owned } from './catalog-fields';
import { maxItemsMessage } from './message-ref';

/** A division ladder (level group): the community's level categories, top division first. */
export const LevelGroupInput = v.object({
  name: requiredText(120),
  levelCategoryIds: v.pipe(
    v.array(wholeNumber(1), 'invalidType'),
    v.minLength(1, 'required'),
    v.maxLength(20, maxItemsMessage(20)),
    v.check((ids) => new Set(ids).size === ids.length, 'duplicateLevel'),
  ),
  version: versionField,
});
export type LevelGroupInput = v.InferOutput<typeof LevelGroupInput>;

export interface LevelGroupView extends Owned {
  id: number;
  name: string;
  /** Top division first (`order` 1). */
  levels: { levelCategoryId: number; name: string; order: number }[];
}

/** One person's place in one ranking table: the division they play in, or left out of the table. */
export const RankingConfigurationInput = v.object({
  rankingModalityId: wholeNumber(1),
  personId: wholeNumber(1),
  levelCategoryId: optionalRef,
  excluded: v.optional(v.boolean('invalidType'), false),
  version: versionField,
});
export type RankingConfigurationInput = v.InferOutput<typeof RankingConfigurationInput>;

export const RankingConfigurationQuery = v.object({ rankingModalityId: v.optional(idParam), personId: v.optional(idParam) });

export interface RankingConfigurationView {
  id: number;
  rankingModalityId: number;
  personId: number;
  levelCategoryId: number | null;
  excluded: boolean;
  version: number;
}

/** A table read by divisions, and who the reclassification moves up or down one. */
export interface DivisionsView {
  rankingModalityId: number;
  levelGroupId: number | null;
  moves: number;
  divisions: {
    levelCategoryId: number;
    name: string;
    order: number;
    rows: { personId: number; name: string; points: number; position: number }[];
  }[];
  /** `from`/`to` are indexes into `divisions` (0 is the top). */
  reclassification: DivisionMove[];
}

export const PersonHistoryQuery = v.object({ personId: idParam, rankingModalityId: idParam });

/** A person's points over time in one table: a running total per day a line is dated, and each snapshot. */
export interface PersonHistoryView {
  personId: number;
  rankingModalityId: number;
  points: { date: string; points: number; position: number | null; source: 'line' | 'snapshot' }[];
}

export const RankingValidsQuery = v.object({ rankingId: idParam, rankingModalityId: v.optional(idParam) });

/** A tournament that counts in a ranking (or one of its tables), with what it gave. */
export interface RankingValidRow {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  lines: number;
  points: number;
  people: number;
  /** When its points were last written there (ISO time): the table was last updated at the latest of these. */
  countedAt: string;
}
