import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '../../db/schema/catalog';

const FOLD = new Map([...SEARCH_FOLD_FROM].map((char, index) => [char, SEARCH_FOLD_TO[index] ?? char]));

/**
 * What the user typed, turned into the form the stored search columns hold (lowercase, accents folded, single
 * spaces) and made a LIKE prefix pattern, with LIKE's own wildcards escaped.
 */
export function searchPrefix(query: string): string | null {
  const folded = [...query.trim().toLowerCase().replace(/\s+/g, ' ')].map((char) => FOLD.get(char) ?? char).join('');
  if (!folded) return null;
  return `${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A name as the stored search columns hold it: lowercase, accents folded, single spaces. */
export function foldedName(text: string): string {
  return [...text.trim().toLowerCase().replace(/\s+/g, ' ')].map((char) => FOLD.get(char) ?? char).join('');
}
