import type * as v from 'valibot';
import { VALIDATION_MESSAGES } from './messages';
import { messageRef, parseMessageRef } from './message-ref';

type Issue = v.BaseIssue<unknown>;

/** Keys a schema gives when any wrong value earns the same words; the issue itself can often say more. */
const GENERIC_KEYS = new Set(['invalidType', 'oneOf']);

/** The types of value a JSON body carries, by valibot's `expected` for a wrong type. */
const TYPE_KEYS: Record<string, string> = {
  number: 'mustBeNumber',
  string: 'mustBeText',
  boolean: 'mustBeBoolean',
  Array: 'mustBeList',
  Object: 'mustBeObject',
};

const OBJECT_TYPES = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);
/** More options than this are not listed: the sentence would be a wall of values. */
const MAX_LISTED_OPTIONS = 12;

const isKnownKey = (ref: string) => Object.hasOwn(VALIDATION_MESSAGES, parseMessageRef(ref).key);

/** The literal values valibot lists in `expected` (`("a" | "b")`, `"x"`), when they are all texts. */
function stringOptions(expected: string | null): string[] | null {
  if (!expected) return null;
  const parts = expected.replace(/^\((.*)\)$/, '$1').split(' | ');
  if (parts.length === 0 || parts.length > MAX_LISTED_OPTIONS || !parts.every((part) => /^"[^"]*"$/.test(part))) return null;
  return parts.map((part) => part.slice(1, -1));
}

/** The name a path ends with: a missing `version` is the one key every write names alike. */
const lastKey = (issue: Issue) => {
  const item = issue.path?.at(-1);
  return item && typeof item.key === 'string' ? item.key : null;
};

const requirementOf = (issue: Issue) => (typeof issue.requirement === 'number' ? issue.requirement : null);

/** A list or a text, by the value that was measured: the same limit reads as items or characters. */
const isList = (issue: Issue) => Array.isArray(issue.input);

/** The message for an issue the schema left with valibot's own (English) text or a generic key. */
function describedIssue(issue: Issue): string | null {
  if (issue.kind === 'schema') {
    if (OBJECT_TYPES.has(issue.type) && issue.expected === 'never') return 'unknownKey';
    if (issue.type === 'never') return 'unknownKey';
    if (issue.received === 'undefined' || issue.received === 'null') return lastKey(issue) === 'version' ? 'versionRequired' : 'required';
    const typeKey = issue.expected ? TYPE_KEYS[issue.expected] : undefined;
    if (typeKey) return typeKey;
    const options = stringOptions(issue.expected);
    if (options) return messageRef('mustBeOneOf', { options: options.join(', ') });
    return null;
  }
  if (issue.kind === 'validation') {
    const requirement = requirementOf(issue);
    switch (issue.type) {
      case 'integer':
        return 'integer';
      case 'non_empty':
        return 'required';
      case 'email':
        return 'email';
      case 'url':
        return 'url';
      case 'min_length':
        return requirement === null ? null : isList(issue) ? messageRef('tooFew', { min: requirement }) : messageRef('tooShort', { min: requirement });
      case 'max_length':
        return requirement === null ? null : isList(issue) ? messageRef('tooMany', { max: requirement }) : messageRef('tooLong', { max: requirement });
      case 'length':
        return requirement === null ? null : isList(issue) ? messageRef('exactItems', { length: requirement }) : messageRef('exactLength', { length: requirement });
      case 'min_value':
        return requirement === null ? null : messageRef('tooLow', { min: requirement });
      case 'max_value':
        return requirement === null ? null : messageRef('tooHigh', { max: requirement });
      case 'iso_date':
        return 'date';
      case 'iso_timestamp':
      case 'iso_date_time':
        return 'dateTime';
      default:
        return null;
    }
  }
  return null;
}

/**
 * The validation message reference (a key of VALIDATION_MESSAGES, with its values) for one valibot issue. A key the
 * schema gave is kept; where it gave none (valibot's English default) or only a generic one, the issue's type,
 * expected value and requirement say what is wrong. A missing field is `required` whatever its object's message, and
 * a lower bound given as `positive` that is not 1 names its bound. Whatever is left reads as `invalidType`: a
 * person never sees valibot's own text.
 */
export function issueMessageRef(issue: Issue): string {
  const given = issue.message;
  const known = isKnownKey(given);
  const { key } = parseMessageRef(given);
  const missing = issue.kind === 'schema' && issue.received === 'undefined';
  if (known && missing && OBJECT_TYPES.has(issue.type) && issue.expected !== 'Object') return lastKey(issue) === 'version' ? 'versionRequired' : 'required';
  if (known && key === 'positive' && issue.type === 'min_value' && requirementOf(issue) !== 1) return describedIssue(issue) ?? given;
  if (known && !GENERIC_KEYS.has(key)) return given;
  return describedIssue(issue) ?? (known ? given : 'invalidType');
}
