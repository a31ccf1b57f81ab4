/**
 * Keeps what `load` answered for each key; a failed load is forgotten, so the next call tries again. For data that
 * never changes while the process runs (reference tables filled by migration) or that is cleared on change.
 */
export function memoizeBy<K, T>(load: (key: K) => Promise<T>, ttlMs = Number.POSITIVE_INFINITY, now: () => number = Date.now) {
  const entries = new Map<K, { value: Promise<T>; expires: number }>();
  return {
    get(key: K): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value;
      const value = load(key);
      entries.set(key, { value, expires: now() + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}

/** `memoizeBy` for a load without a key. */
export function memoize<T>(load: () => Promise<T>): () => Promise<T> {
  const memo = memoizeBy<null, T>(load);
  return () => memo.get(null);
}
