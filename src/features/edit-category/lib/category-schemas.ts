import type * as v from 'valibot';
import { AgeCategoryInput, LevelCategoryInput, SubCategoryInput, type AgeCategory, type LevelCategory, type SubCategory } from '@domain/contract';
import type { CategoryKind } from '@/entities/category';

/** Every kind's fields in one shape, so one form serves the three; each kind's schema checks only its own. */
export interface CategoryValues {
  name: string;
  boundKind: string;
  minValue: number | null;
  maxValue: number | null;
  genreId: number | null;
  rank: number | null;
  description: string | null;
  version?: number;
}

export const CATEGORY_SCHEMAS = { age: AgeCategoryInput, level: LevelCategoryInput, sub: SubCategoryInput } as const satisfies Record<CategoryKind, v.GenericSchema>;

export function categoryDefaults(category: AgeCategory | LevelCategory | SubCategory | undefined): CategoryValues {
  return {
    name: category?.name ?? '',
    boundKind: category && 'boundKind' in category ? category.boundKind : 'birth-year',
    minValue: category && 'minValue' in category ? category.minValue : null,
    maxValue: category && 'maxValue' in category ? category.maxValue : null,
    genreId: category && 'genreId' in category ? category.genreId : null,
    rank: category && 'rank' in category ? category.rank : 1,
    description: category && 'description' in category ? category.description : null,
    ...(category ? { version: category.version } : {}),
  };
}

export const CATEGORY_FIELDS = ['name', 'boundKind', 'minValue', 'maxValue', 'genreId', 'rank', 'description'] as const;
