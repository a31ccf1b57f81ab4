import * as v from 'valibot';
import { idParam } from './fields';

/**
 * What decides the ranking tables a tournament feeds, for a tournament not created yet (the creation wizard asks
 * while it is filled in): its sport, modality, gender category and categories, and the season when it has one.
 * The community is the request's.
 */
export const FedRankingsQuery = v.object({
  sportId: idParam,
  modalityId: idParam,
  genreId: idParam,
  seasonId: v.optional(idParam),
  ageCategoryId: v.optional(idParam),
  levelCategoryId: v.optional(idParam),
  subCategoryId: v.optional(idParam),
});
export type FedRankingsQuery = v.InferOutput<typeof FedRankingsQuery>;

/** One ranking table a tournament feeds when it finishes, labelled as the ranking's tables are. */
export const FedRankingTable = v.object({
  rankingId: v.number(),
  rankingName: v.string(),
  rankingModalityId: v.number(),
  modalityId: v.number(),
  genreId: v.number(),
  label: v.string(),
});
export type FedRankingTable = v.InferOutput<typeof FedRankingTable>;

/** `GET ranking/feeds` and `GET ranking/feeds/valid/{id}`: every table, by ranking name then table; empty for none. */
export const FedRankingsResponse = v.object({ data: v.array(FedRankingTable) });
