import * as v from 'valibot';
import { requiredText } from './fields';
import { nullableText, optionalRef, versionField, type Owned } from './catalog-fields';
import { maxValueMessage } from './message-ref';

export const AGE_BOUND_KINDS = ['birth-year', 'age'] as const;
export type AgeBoundKind = (typeof AGE_BOUND_KINDS)[number];

const bound = v.optional(v.nullable(v.pipe(v.number('invalidType'), v.integer('integer'), v.minValue(0, 'positive'), v.maxValue(3000, maxValueMessage(3000)))), null);

/**
 * An age category bounded by birth years (born 2008 to 2010) or by age (under 15: max 14). At least one bound
 * is given, and the lower one is not above the upper one.
 */
export const AgeCategoryInput = v.pipe(
  v.object({
    name: requiredText(80),
    boundKind: v.picklist(AGE_BOUND_KINDS, 'oneOf'),
    minValue: bound,
    maxValue: bound,
    genreId: optionalRef,
    version: versionField,
  }),
  v.forward(
    v.partialCheck([['minValue'], ['maxValue']], (input) => input.minValue === null || input.maxValue === null || input.minValue <= input.maxValue, 'minMax'),
    ['maxValue'],
  ),
  v.forward(v.partialCheck([['minValue'], ['maxValue']], (input) => input.minValue !== null || input.maxValue !== null, 'required'), ['minValue']),
  v.forward(
    v.partialCheck(
      [['boundKind'], ['minValue'], ['maxValue']],
      (input) => input.boundKind !== 'age' || ((input.minValue ?? 0) <= 120 && (input.maxValue ?? 0) <= 120),
      'ageRange',
    ),
    ['maxValue'],
  ),
);
export type AgeCategoryInput = v.InferOutput<typeof AgeCategoryInput>;

export const LevelCategoryInput = v.object({
  name: requiredText(80),
  rank: v.optional(v.pipe(v.number('invalidType'), v.integer('integer'), v.minValue(1, 'positive'), v.maxValue(99, maxValueMessage(99))), 1),
  description: nullableText(300),
  version: versionField,
});
export type LevelCategoryInput = v.InferOutput<typeof LevelCategoryInput>;

export const SubCategoryInput = v.object({
  name: requiredText(80),
  description: nullableText(300),
  version: versionField,
});
export type SubCategoryInput = v.InferOutput<typeof SubCategoryInput>;

export interface AgeCategory extends Owned {
  id: number;
  name: string;
  boundKind: AgeBoundKind;
  minValue: number | null;
  maxValue: number | null;
  genreId: number | null;
}

export interface LevelCategory extends Owned {
  id: number;
  name: string;
  rank: number;
  description: string | null;
}

export interface SubCategory extends Owned {
  id: number;
  name: string;
  description: string | null;
}
