import type { Entry, EntryId, SeparationKey } from '../core/engine.types';
import { checkEntries } from '../core/entry-order.lib';
import { accept, refuse, type Outcome } from '../core/refusal.messages';
import { createRandom } from '../core/seeded.random';
import { buildBracketMatches } from './bracket-matches.bracket';
import type { Bracket } from './knockout.types';
import { validateManualLines } from './manual-lines.bracket';
import { placeEntries } from './placement.bracket';
import { ittfLines, naturalLines, type SeedOrder } from './seed-lines.bracket';

export const MAX_BRACKET_SIZE = 128;

export interface BracketOptions {
  /** Seed of the lots, recorded in the bracket. */
  seed: number;
  /** Default `ittf`. */
  order?: SeedOrder;
  /** Play for third place (needs at least four entries). */
  thirdPlace?: boolean;
  /** How many of the seeded entries keep fixed seed lines (default: all). */
  maxSeeds?: number;
  /** What to keep apart, most important first (default: group of origin, then club). */
  separateBy?: SeparationKey[];
  idPrefix?: string;
  /** Lines placed by hand (entry or null for a bye per line): used as given once validated, with no lots. */
  lines?: ReadonlyArray<EntryId | null>;
}

/** A knockout bracket of the smallest nominal size (2…128) that holds every entry. */
export function createBracket(entries: readonly Entry[], options: BracketOptions): Outcome<Bracket> {
  const refusal = checkEntries(entries);
  if (refusal) return refusal;
  if (entries.length > MAX_BRACKET_SIZE) return refuse('tooManyEntries');
  let size = 2;
  while (size < entries.length) size *= 2;
  const rounds = Math.log2(size);
  const order = options.order ?? 'ittf';
  let entryAt: (line: number) => EntryId | null;
  if (options.lines) {
    const manual = validateManualLines(entries, options.lines, size);
    if (!manual.ok) return manual;
    entryAt = (line) => manual.value[line] ?? null;
  } else {
    const random = createRandom(options.seed);
    const seedLines = order === 'natural' ? naturalLines(size) : ittfLines(size, random);
    const placed = placeEntries(entries, seedLines, {
      random,
      maxSeeds: options.maxSeeds ?? size,
      separateBy: options.separateBy ?? ['fromGroup', 'clubId'],
    });
    entryAt = (line) => placed.get(line)?.id ?? null;
  }
  const withThirdPlace = (options.thirdPlace ?? false) && entries.length >= 4;
  return accept({
    size,
    rounds,
    order,
    seed: options.seed,
    lines: Array.from({ length: size }, (_, line) => entryAt(line)),
    matches: buildBracketMatches(entryAt, rounds, withThirdPlace, options.idPrefix ?? ''),
  });
}
