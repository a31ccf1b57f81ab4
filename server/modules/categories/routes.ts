import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ageCategories, levelCategories, subCategories } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { ownedRecords } from '../../lib/owned-records';
import { registerOwnedRoutes } from '../../lib/owned-routes';
import { GENRES } from '@domain/catalog';
import { AgeCategoryInput, LevelCategoryInput, SubCategoryInput, validationMessage, type AgeBoundKind, type AgeCategory, type LevelCategory, type SubCategory } from '@domain/contract';

type AgeRow = typeof ageCategories.$inferSelect;
type LevelRow = typeof levelCategories.$inferSelect;
type SubRow = typeof subCategories.$inferSelect;

const ages = ownedRecords<typeof ageCategories, AgeRow>(ageCategories, [asc(ageCategories.name), asc(ageCategories.id)]);
const levels = ownedRecords<typeof levelCategories, LevelRow>(levelCategories, [asc(levelCategories.rank), asc(levelCategories.name), asc(levelCategories.id)]);
const subs = ownedRecords<typeof subCategories, SubRow>(subCategories, [asc(subCategories.name), asc(subCategories.id)]);

const owned = (row: { createdByAccountId: number | null; version: number }) => ({ createdByAccountId: row.createdByAccountId, version: row.version });

const ageDto = (row: AgeRow): AgeCategory => ({
  id: row.id,
  name: row.name,
  boundKind: row.boundKind as AgeBoundKind,
  minValue: row.minValue,
  maxValue: row.maxValue,
  genreId: row.genreId,
  ...owned(row),
});
const levelDto = (row: LevelRow): LevelCategory => ({ id: row.id, name: row.name, rank: row.rank, description: row.description, ...owned(row) });
const subDto = (row: SubRow): SubCategory => ({ id: row.id, name: row.name, description: row.description, ...owned(row) });

/** Age, level and sub categories of the community, each with list, read, create, change and delete. */
export default async function categoryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerOwnedRoutes(app, {
    db,
    path: '/category/age',
    tag: 'age categories',
    records: ages,
    input: AgeCategoryInput,
    resource: 'createAgeCategory',
    pageSize: 100,
    toDto: ageDto,
    prepare(request, input) {
      if (input.genreId !== null && !GENRES.some((genre) => genre.id === input.genreId)) {
        throw badRequest('body.genreId', validationMessage('unknownReference', requestLocale(request)));
      }
      return { name: input.name, boundKind: input.boundKind, minValue: input.minValue, maxValue: input.maxValue, genreId: input.genreId };
    },
  });
  registerOwnedRoutes(app, {
    db,
    path: '/category/level',
    tag: 'level categories',
    records: levels,
    input: LevelCategoryInput,
    resource: 'createLevelCategory',
    pageSize: 100,
    toDto: levelDto,
    prepare: (_request, input) => ({ name: input.name, rank: input.rank, description: input.description }),
  });
  registerOwnedRoutes(app, {
    db,
    path: '/category/sub',
    tag: 'sub categories',
    records: subs,
    input: SubCategoryInput,
    resource: 'createLevelCategory',
    pageSize: 100,
    toDto: subDto,
    prepare: (_request, input) => ({ name: input.name, description: input.description }),
  });
}
