import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { reclassify } from '@domain/rankings';
import { idParam, LevelGroupInput, pagingQuery, type DivisionsView, type LevelGroupView } from '@domain/contract';
import type { Database } from '../../db/client';
import { levelCategories, levelGroupLevels, levelGroups, persons, rankingConfigurations, rankingModalities, rankings, rankingStandings } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { assertEditable, assertEditableAt, ownedRecords } from '../../lib/owned-records';
import { assertOwnedReferences } from '../../lib/references';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { scopedCommunity } from '../communities/guard';
import type { Db } from '../draws/queries';

type LevelGroupRow = typeof levelGroups.$inferSelect;
export const levelGroupRecords = ownedRecords<typeof levelGroups, LevelGroupRow>(levelGroups, [asc(levelGroups.name), asc(levelGroups.id)]);

const IdParams = v.object({ id: idParam });
const tags = ['divisions'];
const config = { resource: 'createLevelGroup' as const };

/** The levels of some ladders, top division first. */
export async function levelsOf(db: Db, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({ levelGroupId: levelGroupLevels.levelGroupId, levelCategoryId: levelGroupLevels.levelCategoryId, name: levelCategories.name, order: levelGroupLevels.order })
    .from(levelGroupLevels)
    .innerJoin(levelCategories, eq(levelCategories.id, levelGroupLevels.levelCategoryId))
    .where(inArray(levelGroupLevels.levelGroupId, groupIds))
    .orderBy(asc(levelGroupLevels.levelGroupId), asc(levelGroupLevels.order));
}

async function levelGroupDtos(db: Db, rows: LevelGroupRow[]): Promise<LevelGroupView[]> {
  const levels = await levelsOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    levels: levels.filter((level) => level.levelGroupId === row.id).map(({ levelCategoryId, name, order }) => ({ levelCategoryId, name, order })),
    createdByAccountId: row.createdByAccountId,
    version: row.version,
  }));
}

/** Divisions (level groups): a ladder of level categories that reclassification moves people along. */
export function registerDivisionRoutes(app: FastifyInstance, db: Database) {
  app.get('/level-group', { schema: { tags, summary: 'A page of the community’s divisions' } }, async (request) => {
    const { query } = parseRequest(request, { query: v.object(pagingQuery(100)) });
    const page = await levelGroupRecords.page(db, request.communityId, query);
    return { data: { ...page, items: await levelGroupDtos(db, page.items) } };
  });

  app.get('/level-group/:id', { schema: { tags, summary: 'One division ladder' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    const row = await levelGroupRecords.find(db, params.id);
    if (!row) throw notFound();
    const [dto] = await levelGroupDtos(db, [row]);
    return { data: dto };
  });

  const writeLevels = (tx: Db, levelGroupId: number, ids: number[]) => tx.insert(levelGroupLevels).values(ids.map((levelCategoryId, index) => ({ levelGroupId, levelCategoryId, order: index + 1 })));

  app.post('/level-group', { schema: { tags, summary: 'Create a division ladder', body: jsonSchemaOf(LevelGroupInput) }, config }, async (request, reply) => {
    const { body } = parseRequest(request, { body: LevelGroupInput });
    const { accountId } = requireAuth(request);
    const community = await scopedCommunity(db, request);
    await assertOwnedReferences(db, request, community.id, { levelCategoryIds: body.levelCategoryIds });
    const row = await db.transaction(async (tx) => {
      const created = await levelGroupRecords.insert(tx, { name: body.name, communityId: community.id, createdByAccountId: accountId });
      await writeLevels(tx, created.id, body.levelCategoryIds);
      return created;
    });
    reply.status(201);
    const [dto] = await levelGroupDtos(db, [row]);
    return { data: dto };
  });

  app.put('/level-group/:id', { schema: { tags, summary: 'Change a division ladder', body: jsonSchemaOf(LevelGroupInput) }, config }, async (request) => {
    const { params, body } = parseRequest(request, { params: IdParams, body: LevelGroupInput });
    const current = assertEditableAt(request, await levelGroupRecords.find(db, params.id), body.version);
    await assertOwnedReferences(db, request, current.communityId, { levelCategoryIds: body.levelCategoryIds });
    const row = await db.transaction(async (tx) => {
      const updated = await levelGroupRecords.update(tx, current, { name: body.name });
      await tx.delete(levelGroupLevels).where(eq(levelGroupLevels.levelGroupId, current.id));
      await writeLevels(tx, current.id, body.levelCategoryIds);
      return updated;
    });
    const [dto] = await levelGroupDtos(db, [row]);
    return { data: dto };
  });

  app.delete('/level-group/:id', { schema: { tags, summary: 'Delete a division ladder no ranking uses' }, config }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    assertEditable(request, await levelGroupRecords.find(db, params.id));
    await levelGroupRecords.remove(db, params.id);
    return { data: { id: params.id } };
  });

  app.get('/ranking/modality/:id/divisions', { schema: { tags, summary: 'A ranking table read by divisions, with its reclassification' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    return { data: await divisionsOf(db, params.id) };
  });
}

/**
 * A table split by the divisions of its ranking's ladder (each person's division from their ranking
 * configuration), ranked by points inside each, and the moves the reclassification cut point gives.
 */
export async function divisionsOf(db: Db, rankingModalityId: number): Promise<DivisionsView> {
  const [modality] = await db
    .select({ id: rankingModalities.id, levelGroupId: rankings.levelGroupId, cutPoint: rankings.cutPoint })
    .from(rankingModalities)
    .innerJoin(rankings, eq(rankings.id, rankingModalities.rankingId))
    .where(eq(rankingModalities.id, rankingModalityId));
  if (!modality) throw notFound();
  const moves = modality.cutPoint.typeId === 5 ? modality.cutPoint.moves : 0;
  const levels = modality.levelGroupId === null ? [] : await levelsOf(db, [modality.levelGroupId]);
  const rows = await db
    .select({ personId: rankingStandings.personId, points: rankingStandings.points, levelCategoryId: rankingConfigurations.levelCategoryId, firstName: persons.firstName, lastName: persons.lastName })
    .from(rankingStandings)
    .innerJoin(persons, eq(persons.id, rankingStandings.personId))
    .innerJoin(rankingConfigurations, and(eq(rankingConfigurations.rankingModalityId, rankingStandings.rankingModalityId), eq(rankingConfigurations.personId, rankingStandings.personId)))
    .where(and(eq(rankingStandings.rankingModalityId, rankingModalityId), eq(rankingConfigurations.excluded, false)))
    .orderBy(asc(rankingConfigurations.levelCategoryId), asc(rankingStandings.personId));
  const divisions = levels.map((level) => {
    const own = rows.filter((row) => row.levelCategoryId === level.levelCategoryId).sort((a, b) => b.points - a.points || a.personId - b.personId);
    return {
      levelCategoryId: level.levelCategoryId,
      name: level.name,
      order: level.order,
      rows: own.map((row) => ({ personId: row.personId, name: `${row.firstName} ${row.lastName}`.trim(), points: row.points, position: own.filter((other) => other.points > row.points).length + 1 })),
    };
  });
  const reclassification = moves > 0 ? reclassify(divisions.map((division) => division.rows.map((row) => row.personId)), moves) : [];
  return { rankingModalityId, levelGroupId: modality.levelGroupId, moves, divisions, reclassification };
}

/** Applies a reclassification to the people's ranking configurations (when a snapshot freezes the table). */
export async function applyReclassification(tx: Db, view: DivisionsView): Promise<void> {
  for (const move of view.reclassification) {
    const to = view.divisions[move.to];
    if (!to) continue;
    await tx
      .update(rankingConfigurations)
      .set({ levelCategoryId: to.levelCategoryId, version: sql`${rankingConfigurations.version} + 1`, updatedAt: new Date() })
      .where(and(eq(rankingConfigurations.rankingModalityId, view.rankingModalityId), eq(rankingConfigurations.personId, move.personId)));
  }
}
