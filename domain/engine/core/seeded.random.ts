/** A source of uniform numbers in [0, 1); every draw takes one from a seeded generator. */
export type Random = () => number;

/**
 * mulberry32: tiny, fast and good enough for draws. Determinism matters more than
 * cryptographic quality here: the recorded seed must replay the same draw forever.
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomInt(random: Random, maxExclusive: number): number {
  return Math.floor(random() * maxExclusive);
}

/** Fisher–Yates in place; returns the same array for chaining. */
export function shuffleInPlace<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(random, i + 1);
    // i and j are both within the array, so neither read is undefined.
    const held = items[i] as T;
    items[i] = items[j] as T;
    items[j] = held;
  }
  return items;
}

/**
 * Mixes a recorded seed with a key (FNV-1a) so that independent lots, such as two
 * separate ties in one table, do not depend on the order in which they are drawn.
 */
export function deriveSeed(seed: number, key: string): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (let i = 0; i < key.length; i += 1) {
    hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}
