/**
 * Which of the server-rendered page's suspense boundaries are still waiting to be hydrated. React hydrates the frame
 * first and each boundary in a pass of its own, later; a change of state the server could not know (the visitor's
 * session) must wait until the last one is done, or that boundary's first render differs from its server HTML and
 * React throws the HTML away, with whatever the visitor had typed into it.
 */
export interface HydrationTracker {
  /** A boundary is on the page, its content not yet hydrated. */
  opened(id: string): void;
  /** A boundary's content is live (or the boundary is gone). */
  settled(id: string): void;
  /** Calls `listener` once no boundary is left waiting, or after `patience` ms at most; returns a cancel. */
  whenHydrated(listener: () => void, patience?: number): () => void;
}

/** How long a boundary may keep the page waiting (its code failed to load, say) before the page goes on anyway. */
const HYDRATION_PATIENCE_MS = 5_000;

export function createHydrationTracker(): HydrationTracker {
  // A boundary hydrated in the frame's own pass settles before its opening is recorded: the order does not matter.
  const states = new Map<string, 'open' | 'settled'>();
  const listeners = new Set<() => void>();
  let done = false;
  let patienceTimer: ReturnType<typeof setTimeout> | undefined;
  const waiting = () => [...states.values()].includes('open');
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(patienceTimer);
    states.clear();
    const called = [...listeners];
    listeners.clear();
    for (const listener of called) listener();
  };
  return {
    opened(id) {
      if (done || states.has(id)) return;
      states.set(id, 'open');
    },
    settled(id) {
      if (done) return;
      states.set(id, 'settled');
      if (listeners.size > 0 && !waiting()) finish();
    },
    whenHydrated(listener, patience = HYDRATION_PATIENCE_MS) {
      if (done || !waiting()) {
        finish();
        listener();
        return () => undefined;
      }
      listeners.add(listener);
      patienceTimer ??= setTimeout(finish, patience);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
