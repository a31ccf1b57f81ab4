import { createContext, Suspense as ReactSuspense, useContext, useEffect, useId, type ReactNode } from 'react';
import type { HydrationTracker } from './tracker';

/** The tracker of the page being hydrated; null when the browser renders the page itself. */
export const HydrationContext = createContext<HydrationTracker | null>(null);

function Settled({ id, tracker, children }: { id: string; tracker: HydrationTracker | null; children: ReactNode }) {
  // Effects run children first: a boundary nested in this one is recorded before this one settles.
  useEffect(() => tracker?.settled(id), [id, tracker]);
  return children;
}

/**
 * React's Suspense, telling the page's hydration tracker when its server-rendered content has been hydrated. Every
 * boundary of the web app is this one, so that nothing the server could not know changes before all are live.
 */
export function Suspense({ fallback, children }: { fallback?: ReactNode; children?: ReactNode }) {
  const tracker = useContext(HydrationContext);
  const id = useId();
  useEffect(() => {
    if (!tracker) return undefined;
    tracker.opened(id);
    return () => tracker.settled(id);
  }, [id, tracker]);
  return (
    <ReactSuspense fallback={fallback}>
      {/* The same components with or without a tracker: the server's ids (useId) and the browser's stay equal. */}
      <Settled id={id} tracker={tracker}>
        {children}
      </Settled>
    </ReactSuspense>
  );
}
