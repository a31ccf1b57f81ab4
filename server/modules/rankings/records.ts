import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { GENRES, MODALITIES, type Locale } from '@domain/catalog';
import { type RankingCategory, type RankingInput, type RankingView, type RatingSystemView } from '@domain/contract';
import type { Database } from '../../db/client';
import { ageCategories, balanceLines, organizers, rankingModalities, rankings, ratingSystems, subCategories, valids } from '../../db/schema';
import { ownedRecords, staleNow } from '../../lib/owned-records';
import { assertOwnedReferences } from '../../lib/references';

export type RatingRow = typeof ratingSystems.$inferSelect;
export type RankingRow = typeof rankings.$inferSelect;
type ModalityRow = typeof rankingModalities.$inferSelect;

export const ratingRecords = ownedRecords<typeof ratingSystems, RatingRow>(ratingSystems, [asc(ratingSystems.name), asc(ratingSystems.id)]);
export const rankingRecords = ownedRecords<typeof rankings, RankingRow>(rankings, [asc(rankings.name), asc(rankings.id)]);

/** The community an organiser belongs to, or null for an unknown organiser. */
export async function organizerCommunity(db: Database, organizerId: number): Promise<number | null> {
  const [row] = await db.select({ communityId: organizers.communityId }).from(organizers).where(eq(organizers.id, organizerId)).limit(1);
  return row?.communityId ?? null;
}

/** Rankings a tournament run by the organiser has awarded points in: a ranking has no organiser of its own. */
export const fedByOrganizer = (organizerId: number) =>
  sql`exists (select 1 from ${rankingModalities} rm join ${balanceLines} bl on bl.ranking_modality_id = rm.id join ${valids} v on v.id = bl.valid_id where rm.ranking_id = ${rankings.id} and v.organizer_id = ${organizerId})`;

export const ratingDto = (row: RatingRow): RatingSystemView => ({ id: row.id, name: row.name, updateMomentId: row.updateMomentId, ...row.rules, createdByAccountId: row.createdByAccountId, version: row.version });

const modalityDto = (row: ModalityRow) => ({ id: row.id, modalityId: row.modalityId, genreId: row.genreId, ageCategoryId: row.ageCategoryId, levelCategoryId: row.levelCategoryId, subCategoryId: row.subCategoryId });

export async function rankingDto(db: Database, row: RankingRow): Promise<RankingView> {
  const modalities = await db.select().from(rankingModalities).where(eq(rankingModalities.rankingId, row.id)).orderBy(asc(rankingModalities.id));
  return {
    id: row.id,
    name: row.name,
    sportId: row.sportId,
    seasonId: row.seasonId,
    ratingSystemId: row.ratingSystemId,
    cutPoint: row.cutPoint,
    levelGroupId: row.levelGroupId,
    customInfo: row.customInfo,
    rankingModalities: modalities.map(modalityDto),
    createdByAccountId: row.createdByAccountId,
    version: row.version,
  };
}

/** Every reference of a ranking must be a record the acting account keeps or that is shared with it (one rule: lib/references). */
const checkReferences = (db: Database, request: FastifyRequest, communityId: number, input: RankingInput) =>
  assertOwnedReferences(db, request, communityId, {
    ratingSystemId: input.ratingSystemId,
    seasonId: input.seasonId,
    levelGroupId: input.levelGroupId,
    rankingModalities: input.rankingModalities.map(({ ageCategoryId, levelCategoryId, subCategoryId }) => ({ ageCategoryId, levelCategoryId, subCategoryId })),
  });

const sameTable = (a: { modalityId: number; genreId: number; ageCategoryId: number | null; levelCategoryId: number | null; subCategoryId: number | null }, b: typeof a) =>
  a.modalityId === b.modalityId && a.genreId === b.genreId && a.ageCategoryId === b.ageCategoryId && a.levelCategoryId === b.levelCategoryId && a.subCategoryId === b.subCategoryId;

/** Creates or changes a ranking and its tables in one transaction; tables that stay keep their lines. */
export async function saveRanking(db: Database, request: FastifyRequest, input: RankingInput, context: { communityId: number; accountId: number; current: RankingRow | null }): Promise<RankingRow> {
  await checkReferences(db, request, context.communityId, input);
  const values = { name: input.name, sportId: input.sportId, seasonId: input.seasonId, ratingSystemId: input.ratingSystemId, cutPoint: input.cutPoint, levelGroupId: input.levelGroupId, customInfo: input.customInfo };
  return db.transaction(async (tx) => {
    let row: RankingRow | undefined;
    if (context.current) {
      [row] = await tx
        .update(rankings)
        .set({ ...values, version: sql`${rankings.version} + 1`, updatedAt: new Date() })
        .where(and(eq(rankings.id, context.current.id), eq(rankings.version, context.current.version)))
        .returning();
      if (!row) {
        const id = context.current.id;
        throw await staleNow(async () => (await tx.select({ version: rankings.version }).from(rankings).where(eq(rankings.id, id)))[0]);
      }
    } else {
      [row] = await tx.insert(rankings).values({ ...values, communityId: context.communityId, createdByAccountId: context.accountId }).returning();
    }
    if (!row) throw new Error('the ranking was not stored');
    const existing = await tx.select().from(rankingModalities).where(eq(rankingModalities.rankingId, row.id));
    const gone = existing.filter((old) => !input.rankingModalities.some((wanted) => sameTable(old, wanted)));
    if (gone.length > 0) await tx.delete(rankingModalities).where(inArray(rankingModalities.id, gone.map((old) => old.id)));
    const added = input.rankingModalities.filter((wanted, index) => !existing.some((old) => sameTable(old, wanted)) && input.rankingModalities.findIndex((other) => sameTable(other, wanted)) === index);
    const rankingId = row.id;
    if (added.length > 0) await tx.insert(rankingModalities).values(added.map((wanted) => ({ ...wanted, rankingId })));
    return row;
  });
}

/** "Ranking name + modality + genre + age category + sub category", each part only when it is set. */
export async function categoriesOf(db: Database, ranking: RankingRow, locale: Locale): Promise<RankingCategory[]> {
  const rows = await db
    .select({ id: rankingModalities.id, modalityId: rankingModalities.modalityId, genreId: rankingModalities.genreId, age: ageCategories.name, sub: subCategories.name })
    .from(rankingModalities)
    .leftJoin(ageCategories, eq(ageCategories.id, rankingModalities.ageCategoryId))
    .leftJoin(subCategories, eq(subCategories.id, rankingModalities.subCategoryId))
    .where(eq(rankingModalities.rankingId, ranking.id))
    .orderBy(asc(rankingModalities.id));
  return rows.map((row) => ({ id: row.id, rankingId: ranking.id, label: tableLabel({ rankingName: ranking.name, ...row }, locale) }));
}

/** A ranking table's label: "ranking name - modality - genre - age category - sub category", each part when set. */
export function tableLabel(table: { rankingName: string; modalityId: number; genreId: number; age: string | null; sub: string | null }, locale: Locale): string {
  const modality = MODALITIES.find((entry) => entry.id === table.modalityId)?.labels[locale].plural;
  const genre = GENRES.find((entry) => entry.id === table.genreId)?.label[locale];
  return [table.rankingName, modality, genre, table.age, table.sub].filter((part): part is string => Boolean(part)).join(' - ');
}
