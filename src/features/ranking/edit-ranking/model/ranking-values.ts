import type * as v from 'valibot';
import { MODALITY_IDS } from '@domain/catalog';
import { GENRE_IDS, type RankingInput, type RankingView } from '@domain/contract';

type Input = v.InferInput<typeof RankingInput>;
export type CutPointValues = RankingView['cutPoint'];
export type CutPointTypeId = CutPointValues['typeId'];

/** One table of the form; the contract's schema checks the choices when the form is sent. */
export interface TableValues {
  modalityId: number;
  genreId: number;
  ageCategoryId: number | null;
  levelCategoryId: number | null;
  subCategoryId: number | null;
}

/** The form's values: the contract's input, with sport and rating system possibly still unchosen. */
export interface RankingValues {
  name: string;
  sportId: number | null;
  seasonId: number | null;
  ratingSystemId: number | null;
  cutPoint: CutPointValues;
  levelGroupId: number | null;
  rankingModalities: TableValues[];
  customInfo: NonNullable<Input['customInfo']>;
  version?: number | undefined;
}

/** The cut point types a ranking may use, with the one number each needs (none for plain summation). */
export const CUT_POINT_CHOICES: readonly CutPointTypeId[] = [null, 5, 6, 7, 8];

/** A cut point of the type chosen, keeping the number typed so far when the new type also takes one. */
export function cutPointOf(typeId: CutPointTypeId, previous?: CutPointValues): CutPointValues {
  const amount = previous ? cutPointAmount(previous) : null;
  switch (typeId) {
    case 5:
      return { typeId, moves: amount ?? 2 };
    case 6:
      return { typeId, months: amount ?? 12 };
    case 7:
      return { typeId, best: amount ?? 5 };
    case 8:
      return { typeId, months: amount ?? 6 };
    default:
      return { typeId: null };
  }
}

/** The number a cut point carries and the field that holds it. */
export function cutPointAmount(cut: CutPointValues): number | null {
  if ('moves' in cut) return cut.moves;
  if ('months' in cut) return cut.months;
  if ('best' in cut) return cut.best;
  return null;
}

export const cutPointField = (typeId: CutPointTypeId) => (typeId === 5 ? 'moves' : typeId === 7 ? 'best' : typeId === null ? null : 'months');

/** A new table: mixed singles of every age and level. */
export const newTable = (): TableValues => ({ modalityId: MODALITY_IDS.single, genreId: GENRE_IDS.mixed, ageCategoryId: null, levelCategoryId: null, subCategoryId: null });

const TABLE_KEYS = ['modalityId', 'genreId', 'ageCategoryId', 'levelCategoryId', 'subCategoryId'] as const;
export const TABLE_FIELDS = TABLE_KEYS;

/** Every field a server refusal may name, the tables' own included, so each error lands where it belongs. */
export const errorFields = (tables: number) => ['name', 'sportId', 'seasonId', 'ratingSystemId', 'cutPoint', 'levelGroupId', 'rankingModalities', ...Array.from({ length: tables }, (_item, index) => TABLE_KEYS.map((key) => `rankingModalities.${index}.${key}`)).flat()];

interface Choices {
  sportId: number | undefined;
  ratingSystemId: number | undefined;
}

/** The form's starting values: a ranking's own, or one table and the first sport and rating system on offer. */
export function defaultsOf(ranking: RankingView | undefined, choices: Choices): RankingValues {
  if (ranking) {
    return {
      name: ranking.name,
      sportId: ranking.sportId,
      seasonId: ranking.seasonId,
      ratingSystemId: ranking.ratingSystemId,
      cutPoint: ranking.cutPoint,
      levelGroupId: ranking.levelGroupId,
      rankingModalities: ranking.rankingModalities.map(({ modalityId, genreId, ageCategoryId, levelCategoryId, subCategoryId }) => ({ modalityId, genreId, ageCategoryId, levelCategoryId, subCategoryId })),
      customInfo: ranking.customInfo,
      version: ranking.version,
    };
  }
  return { name: '', sportId: choices.sportId ?? null, seasonId: null, ratingSystemId: choices.ratingSystemId ?? null, cutPoint: { typeId: null }, levelGroupId: null, rankingModalities: [newTable()], customInfo: {} };
}
