import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { idParam, RankingConfigurationInput, RankingConfigurationQuery, validationMessage, type RankingConfigurationView } from '@domain/contract';
import type { Database } from '../../db/client';
import { levelGroupLevels, persons, rankingConfigurations, rankingModalities, rankings } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { assertVersion, pgErrorCode, staleNow } from '../../lib/owned-records';
import { assertOwnedReferences } from '../../lib/references';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { assertOwner, requireAuth } from '../../plugins/auth';

type Row = typeof rankingConfigurations.$inferSelect;
const dto = (row: Row): RankingConfigurationView => ({ id: row.id, rankingModalityId: row.rankingModalityId, personId: row.personId, levelCategoryId: row.levelCategoryId, excluded: row.excluded, version: row.version });
const tags = ['rankings'];
const IdParams = v.object({ id: idParam });

/**
 * The table and person must exist in the ranking's community, and a division must be a level category the acting
 * account keeps or that is shared with it, and one of the ranking's ladder when it has one; only the ranking's
 * owner may place people.
 */
async function checkInput(db: Database, request: FastifyRequest, input: RankingConfigurationInput) {
  const locale = requestLocale(request);
  const refuse = (field: string) => badRequest(field, validationMessage('unknownReference', locale));
  const [table] = await db
    .select({ communityId: rankings.communityId, owner: rankings.createdByAccountId, levelGroupId: rankings.levelGroupId })
    .from(rankingModalities)
    .innerJoin(rankings, eq(rankings.id, rankingModalities.rankingId))
    .where(eq(rankingModalities.id, input.rankingModalityId));
  if (!table) throw refuse('body.rankingModalityId');
  assertOwner(request, table.owner);
  const [person] = await db.select({ id: persons.id }).from(persons).where(and(eq(persons.id, input.personId), eq(persons.communityId, table.communityId)));
  if (!person) throw refuse('body.personId');
  if (input.levelCategoryId === null) return;
  await assertOwnedReferences(db, request, table.communityId, { levelCategoryId: input.levelCategoryId });
  if (table.levelGroupId === null) return;
  const [level] = await db
    .select({ id: levelGroupLevels.levelCategoryId })
    .from(levelGroupLevels)
    .where(and(eq(levelGroupLevels.levelGroupId, table.levelGroupId), eq(levelGroupLevels.levelCategoryId, input.levelCategoryId)));
  if (!level) throw refuse('body.levelCategoryId');
}

/** `person/ranking-configuration`: where each person stands in a ranking table (division, left out). */
export function registerConfigurationRoutes(app: FastifyInstance, db: Database) {
  app.get('/person/ranking-configuration', { schema: { tags, summary: 'Ranking configurations by table or person' } }, async (request) => {
    const { query } = parseRequest(request, { query: RankingConfigurationQuery });
    const where = and(
      query.rankingModalityId ? eq(rankingConfigurations.rankingModalityId, query.rankingModalityId) : undefined,
      query.personId ? eq(rankingConfigurations.personId, query.personId) : undefined,
    );
    const rows = await db.select().from(rankingConfigurations).where(where).orderBy(asc(rankingConfigurations.rankingModalityId), asc(rankingConfigurations.personId)).limit(1000);
    return { data: rows.map(dto) };
  });

  app.post('/person/ranking-configuration', { schema: { tags, summary: 'Place a person in a ranking table', body: jsonSchemaOf(RankingConfigurationInput) }, config: { resource: 'createRanking' } }, async (request, reply) => {
    const { body } = parseRequest(request, { body: RankingConfigurationInput });
    const { accountId } = requireAuth(request);
    await checkInput(db, request, body);
    const [row] = await db
      .insert(rankingConfigurations)
      .values({ rankingModalityId: body.rankingModalityId, personId: body.personId, levelCategoryId: body.levelCategoryId, excluded: body.excluded, createdByAccountId: accountId })
      .returning()
      .catch((error: unknown) => {
        if (pgErrorCode(error) === '23505') throw conflict();
        throw error;
      });
    if (!row) throw new Error('the configuration was not stored');
    reply.status(201);
    return { data: dto(row) };
  });

  app.put('/person/ranking-configuration/:id', { schema: { tags, summary: 'Change a person’s place in a ranking table', body: jsonSchemaOf(RankingConfigurationInput) }, config: { resource: 'createRanking' } }, async (request) => {
    const { params, body } = parseRequest(request, { params: IdParams, body: RankingConfigurationInput });
    const [current] = await db.select().from(rankingConfigurations).where(eq(rankingConfigurations.id, params.id));
    if (!current) throw notFound();
    await checkInput(db, request, { ...body, rankingModalityId: current.rankingModalityId, personId: current.personId });
    assertVersion(request, body.version, current.version);
    const [row] = await db
      .update(rankingConfigurations)
      .set({ levelCategoryId: body.levelCategoryId, excluded: body.excluded, version: sql`${rankingConfigurations.version} + 1`, updatedAt: new Date() })
      .where(and(eq(rankingConfigurations.id, current.id), eq(rankingConfigurations.version, current.version)))
      .returning();
    if (!row) throw await staleNow(async () => (await db.select({ version: rankingConfigurations.version }).from(rankingConfigurations).where(eq(rankingConfigurations.id, current.id)))[0]);
    return { data: dto(row) };
  });
}
