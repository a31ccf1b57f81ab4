import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Locale } from '@domain/catalog';
import { FedRankingsQuery, FedRankingsResponse, idParam, type FedRankingTable } from '@domain/contract';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { valids } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import type { Db } from '../draws/queries';
import { tableLabel } from './records';
import { tableScopeArgs, type TableScope } from './table-scope';

const FedRow = v.object({
  ranking_id: v.number(),
  ranking_name: v.string(),
  ranking_modality_id: v.number(),
  modality_id: v.number(),
  genre_id: v.number(),
  age: v.nullable(v.string()),
  sub: v.nullable(v.string()),
});

/**
 * The ranking tables a tournament feeds when it finishes, by the rule that applies the finish (`ranking_tables_for`,
 * which `ranking_targets` calls), labelled in the caller's language. It takes no lock: it only tells.
 */
export async function fedTables(db: Db, scope: TableScope, locale: Locale): Promise<FedRankingTable[]> {
  const rows = await rowsOf(
    db,
    sql`select r.id as ranking_id, r.name as ranking_name, rm.id as ranking_modality_id, rm.modality_id, rm.genre_id, a.name as age, s.name as sub
      from ranking_tables_for(${tableScopeArgs(scope)}) as matched
      join ranking_modalities rm on rm.id = matched.ranking_modality_id
      join rankings r on r.id = rm.ranking_id
      left join age_categories a on a.id = rm.age_category_id
      left join sub_categories s on s.id = rm.sub_category_id
      order by r.name, r.id, rm.id`,
  );
  return rows.map((row) => {
    const table = v.parse(FedRow, row);
    return {
      rankingId: table.ranking_id,
      rankingName: table.ranking_name,
      rankingModalityId: table.ranking_modality_id,
      modalityId: table.modality_id,
      genreId: table.genre_id,
      label: tableLabel({ rankingName: table.ranking_name, modalityId: table.modality_id, genreId: table.genre_id, age: table.age, sub: table.sub }, locale),
    };
  });
}

const tags = ['rankings'];
const response = { 200: jsonSchemaOf(FedRankingsResponse) };

/** Which ranking tables a tournament feeds: one that exists, or one being filled in. */
export function registerFeedRoutes(app: FastifyInstance, db: Database) {
  app.get(
    '/ranking/feeds',
    { schema: { tags, summary: 'The ranking tables a tournament of this sport, modality, gender category and categories would feed in the community', querystring: jsonSchemaOf(FedRankingsQuery), response } },
    async (request) => {
      const { query } = parseRequest(request, { query: FedRankingsQuery });
      const scope = { communityId: request.communityId, sportId: query.sportId, seasonId: query.seasonId ?? null, modalityId: query.modalityId, genreId: query.genreId, ageCategoryId: query.ageCategoryId ?? null, levelCategoryId: query.levelCategoryId ?? null, subCategoryId: query.subCategoryId ?? null };
      return { data: await fedTables(db, scope, requestLocale(request)) };
    },
  );

  app.get('/ranking/feeds/valid/:id', { schema: { tags, summary: 'The ranking tables tournament `id` feeds when it finishes (or fed, once finished)', response } }, async (request) => {
    const { params } = parseRequest(request, { params: v.object({ id: idParam }) });
    const [valid] = await db
      .select({ communityId: valids.communityId, sportId: valids.sportId, seasonId: valids.seasonId, modalityId: valids.modalityId, genreId: valids.genreId, ageCategoryId: valids.ageCategoryId, levelCategoryId: valids.levelCategoryId, subCategoryId: valids.subCategoryId })
      .from(valids)
      .where(eq(valids.id, params.id));
    if (!valid) throw notFound();
    return { data: await fedTables(db, valid, requestLocale(request)) };
  });
}
