import * as v from 'valibot';
import { maxCharsMessage, maxValueMessage } from './message-ref';

/**
 * Field schemas shared by every form and route. Messages are keys of VALIDATION_MESSAGES, so the server
 * answers in the caller's language and the web app translates them with i18next.
 */
export const requiredText = (max = 200) =>
  v.pipe(v.string('invalidType'), v.trim(), v.nonEmpty('required'), v.maxLength(max, maxCharsMessage(max)));

export const optionalText = (max = 200) => v.optional(v.pipe(v.string('invalidType'), v.trim(), v.maxLength(max, maxCharsMessage(max))));

export const email = v.pipe(v.string('invalidType'), v.trim(), v.nonEmpty('required'), v.email('email'), v.maxLength(254, maxCharsMessage(254)));

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slug = v.pipe(v.string('invalidType'), v.trim(), v.nonEmpty('required'), v.maxLength(80, maxCharsMessage(80)), v.regex(SLUG_PATTERN, 'slug'));

export const COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const color = v.pipe(v.string('invalidType'), v.regex(COLOR_PATTERN, 'color'));

export const percent = v.pipe(v.number('invalidType'), v.minValue(0, 'percent'), v.maxValue(100, 'percent'));

export const NUMERIC_PATTERN = /^\d+$/;
export const numeric = v.pipe(v.string('invalidType'), v.regex(NUMERIC_PATTERN, 'numeric'));

export const id = v.pipe(v.number('invalidType'), v.integer('integer'), v.minValue(1, 'positive'));

/** A path or query id arrives as text; it must read as a positive whole number. */
export const idParam = v.pipe(
  v.union([v.string(), v.number()], 'invalidType'),
  v.transform((value) => Number(value)),
  v.number('integer'),
  v.integer('integer'),
  v.minValue(1, 'positive'),
);

export const pageQuery = v.object({
  page: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer('integer'), v.minValue(0, 'positive')), 0),
  size: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer('integer'), v.minValue(1, 'positive'), v.maxValue(1000, maxValueMessage(1000))), 10),
});
