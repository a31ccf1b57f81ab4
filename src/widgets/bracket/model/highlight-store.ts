import { useSyncExternalStore } from 'react';
import type { EntryId } from '@domain/engine';

/**
 * The entry whose path is lit. Cards and connectors read it through a selector, so a hover re-renders only the
 * few cards entering or leaving the path, never the whole tree.
 */
export interface HighlightStore {
  get: () => EntryId | null;
  set: (entry: EntryId | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createHighlightStore(): HighlightStore {
  let current: EntryId | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (entry) => {
      if (entry === current) return;
      current = entry;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The highlighted entry when `sides` holds it, else null: a value that changes only for the cards on the path. */
export function useHighlightAmong(store: HighlightStore, sides: ReadonlyArray<EntryId | null>): EntryId | null {
  const read = () => {
    const entry = store.get();
    return entry !== null && sides.includes(entry) ? entry : null;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}

export function useHighlighted(store: HighlightStore): EntryId | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
