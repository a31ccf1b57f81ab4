import * as v from 'valibot';
import { maxCharsMessage, maxValueMessage } from './message-ref';

/**
 * Field schemas shared by every form and route. Messages are keys of VALIDATION_MESSAGES, so the server
 * answers in the caller's language and the web app translates them with i18next.
 */

/** Tab and line breaks are text; every other C0 control character and DEL are not (PostgreSQL refuses NUL outright). */
export function hasControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/** Any text a person can type: a string without control characters. Every text field starts from it. */
export const text = v.pipe(
  v.string('invalidType'),
  v.check((value) => !hasControlCharacters(value), 'controlCharacters'),
);

export const requiredText = (max = 200) => v.pipe(text, v.trim(), v.nonEmpty('required'), v.maxLength(max, maxCharsMessage(max)));

export const optionalText = (max = 200) => v.optional(v.pipe(text, v.trim(), v.maxLength(max, maxCharsMessage(max))));

export const email = v.pipe(text, v.trim(), v.nonEmpty('required'), v.email('email'), v.maxLength(254, maxCharsMessage(254)));

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The cookie a browser remembers the space it chose in: a community's domain (a slug), read by the server renderer too. */
export const COMMUNITY_COOKIE = 'community';
/** `?community=liga-andina` on any page picks that space (and the answer remembers it in `COMMUNITY_COOKIE`). */
export const COMMUNITY_QUERY_PARAM = 'community';
export const slug = v.pipe(text, v.trim(), v.nonEmpty('required'), v.maxLength(80, maxCharsMessage(80)), v.regex(SLUG_PATTERN, 'slug'));

export const COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const color = v.pipe(v.string('invalidType'), v.regex(COLOR_PATTERN, 'color'));

/** Whether the runtime knows the IANA time zone (`Europe/Madrid`, `America/Bogota`). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZone = v.pipe(v.string('invalidType'), v.trim(), v.nonEmpty('required'), v.maxLength(64, maxCharsMessage(64)), v.check(isTimeZone, 'timeZone'));

export const percent = v.pipe(v.number('invalidType'), v.minValue(0, 'percent'), v.maxValue(100, 'percent'));

export const NUMERIC_PATTERN = /^\d+$/;
export const numeric = v.pipe(v.string('invalidType'), v.regex(NUMERIC_PATTERN, 'numeric'));

/** The largest value of a PostgreSQL `integer` column: ids, versions and every whole number the API stores. */
export const MAX_INT = 2_147_483_647;
/** The last page a list may ask for: with at most 1000 rows a page, the offset stays far below MAX_INT. */
export const MAX_PAGE = 100_000;

/** A whole number from `min` to `max` (MAX_INT unless said), given as a JSON number. */
export const wholeNumber = (min = 1, max = MAX_INT) =>
  v.pipe(v.number('invalidType'), v.integer('integer'), v.minValue(min, 'positive'), v.maxValue(max, maxValueMessage(max)));

/** A whole number from `min` to `max` that may arrive as text (path and query strings). */
export const wholeNumberText = (min = 0, max = MAX_INT) =>
  v.pipe(
    v.union([v.string(), v.number()], 'invalidType'),
    v.transform((value) => Number(value)),
    v.number('integer'),
    v.integer('integer'),
    v.minValue(min, 'positive'),
    v.maxValue(max, maxValueMessage(max)),
  );

export const id = wholeNumber(1);

/** A path or query id arrives as text; it must read as a positive whole number a database id can hold. */
export const idParam = wholeNumberText(1);

export const pageQuery = v.object({
  page: v.optional(wholeNumberText(0, MAX_PAGE), 0),
  size: v.optional(wholeNumberText(1, 1000), 10),
});
