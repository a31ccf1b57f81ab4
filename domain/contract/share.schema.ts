import * as v from 'valibot';
import { maxCharsMessage } from './message-ref';

/** The page whose record names are asked for: an address of the site, as the browser shows it. */
export const PageRecordsQuery = v.object({
  path: v.pipe(v.string('invalidType'), v.nonEmpty('required'), v.maxLength(500, maxCharsMessage(500)), v.regex(/^\/[^\s?#]*$/, 'oneOf')),
});

export const CARD_KINDS = ['tournament', 'phase', 'person', 'ranking'] as const;

/** A share card image: `/api/card/{locale}/{kind}/{id}.png`. */
export const CardParams = v.object({
  locale: v.picklist(['es', 'en'], 'oneOf'),
  kind: v.picklist(CARD_KINDS, 'oneOf'),
  file: v.pipe(v.string('invalidType'), v.regex(/^[1-9]\d{0,9}\.png$/, 'oneOf')),
});
