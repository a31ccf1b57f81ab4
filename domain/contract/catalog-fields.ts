import * as v from 'valibot';
import { SPORT_IDS } from '../catalog';
import { date } from './dates';
import { MAX_PAGE, text, wholeNumber, wholeNumberText } from './fields';
import { maxCharsMessage } from './message-ref';

/** Field schemas shared by the catalogue's forms and routes (places, clubs, people, categories…). */

export const SPORT_ID_VALUES = Object.values(SPORT_IDS);
export const sportId = v.picklist(SPORT_ID_VALUES, 'chooseSport');

/** Optional whole-number reference to another record; `null` clears it. */
export const optionalRef = v.optional(v.nullable(wholeNumber(1)), null);

/** A logo or avatar: an uploaded image's path (`/api/images/12`) or an https URL. */
export const imageRef = v.optional(
  v.nullable(
    v.pipe(
      text,
      v.trim(),
      v.maxLength(500, maxCharsMessage(500)),
      v.check((value) => value === '' || value.startsWith('/') || /^https:\/\/\S+$/.test(value), 'imageRef'),
      v.transform((value) => (value === '' ? null : value)),
    ),
  ),
  null,
);

export const nullableText = (max = 200) =>
  v.optional(
    v.nullable(
      v.pipe(
        text,
        v.trim(),
        v.maxLength(max, maxCharsMessage(max)),
        v.transform((value) => (value === '' ? null : value)),
      ),
    ),
    null,
  );

/** An optional date: YYYY-MM-DD or MM-DD-YYYY, or empty (`''` from a cleared field) meaning none. */
export const optionalDate = v.optional(
  v.nullable(
    v.union(
      [
        v.pipe(
          v.literal(''),
          v.transform(() => null),
        ),
        date,
      ],
      'date',
    ),
  ),
  null,
);

/**
 * The record version an edit was made on. A create sends none; a change must (the API answers 400 on `version`
 * without it), and a stale one is refused with 409 instead of overwriting.
 */
export const versionField = v.optional(wholeNumber(1));

const coordinate = (limit: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(text, v.trim(), v.nonEmpty('required'))], 'invalidType'),
    v.transform(Number),
    v.check((value) => Number.isFinite(value) && Math.abs(value) <= limit, 'coordinate'),
  );
export const latitude = coordinate(90);
export const longitude = coordinate(180);

/** `?q=` of searchable lists: trimmed, at most 80 characters, empty means no filter. */
export const searchQuery = v.optional(v.pipe(text, v.trim(), v.maxLength(80, maxCharsMessage(80))), '');

/** A list's page: page from 0, size 1–1000 with a per-list default (places 99, clubs 999…). */
export const pagingQuery = (defaultSize: number) => ({
  page: v.optional(wholeNumberText(0, MAX_PAGE), 0),
  size: v.optional(wholeNumberText(1, 1000), defaultSize),
});

/** Who created a record: the web app turns owner mode on when it equals the current account. */
export interface Owned {
  createdByAccountId: number | null;
  version: number;
}
