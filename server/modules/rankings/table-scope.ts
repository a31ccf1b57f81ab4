import { sql } from 'drizzle-orm';
import { MODALITY_IDS } from '@domain/catalog';
import type { valids } from '../../db/schema';

/** A list of ids as one array parameter (`= any(…)`), whatever its length. */
export const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** What of a tournament decides the ranking tables it counts for; a tournament not created yet has it too. */
export type TableScope = Pick<typeof valids.$inferSelect, 'communityId' | 'sportId' | 'seasonId' | 'modalityId' | 'genreId' | 'ageCategoryId' | 'levelCategoryId' | 'subCategoryId'>;

/**
 * The arguments of the database function `ranking_tables_for` (migration 0020) for a tournament: its own modality's
 * tables and the coaches' (credited through their clubs). Applying a finish and telling which tables a tournament
 * feeds both pass these, so the two cannot disagree.
 */
export const tableScopeArgs = (scope: TableScope) =>
  sql`${scope.communityId}, ${scope.sportId}, ${scope.seasonId}::int, ${idArray([scope.modalityId, MODALITY_IDS.coach])}::int[], ${scope.genreId}, ${scope.ageCategoryId}::int, ${scope.levelCategoryId}::int, ${scope.subCategoryId}::int`;
