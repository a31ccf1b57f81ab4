import { act, lazy, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HydrationContext, Suspense } from './suspense';
import { createHydrationTracker, type HydrationTracker } from './tracker';

// act() flushes React's work in these tests, as it does in Testing Library's.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A store read the way effector-react reads one: the snapshot used while hydrating is the current value. */
function createSession() {
  let signedIn = false;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => signedIn,
    signIn() {
      signedIn = true;
      for (const listener of listeners) listener();
    },
  };
}

function setup() {
  const session = createSession();
  function Page() {
    const signedIn = useSyncExternalStore(session.subscribe, session.get, session.get);
    return (
      <section>
        {signedIn ? <button type="button">Create</button> : null}
        <input aria-label="search" defaultValue="" />
      </section>
    );
  }
  function Root({ page: Screen, onLive }: { page: ComponentType; onLive: () => void }) {
    useEffect(onLive, [onLive]);
    return (
      <main>
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      </main>
    );
  }
  return { session, Page, Root };
}

/** Server HTML of a signed-out page, then hydration with the screen's code still loading and the visitor typing. */
async function hydrateWhileLoading(useTracker: boolean) {
  const { session, Page, Root } = setup();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Root page={Page} onLive={() => undefined} />);
  document.body.append(container);
  const field = container.querySelector('input');
  if (!field) throw new Error('no field');
  field.value = 'quiroga';
  let loaded: (module: { default: ComponentType }) => void = () => undefined;
  const LazyPage = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (loaded = resolve)));
  const tracker: HydrationTracker | null = useTracker ? createHydrationTracker() : null;
  const onLive = () => (tracker ? tracker.whenHydrated(() => session.signIn()) : session.signIn());
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(
      container,
      <HydrationContext.Provider value={tracker}>
        <Root page={LazyPage} onLive={onLive} />
      </HydrationContext.Provider>,
      { onRecoverableError: recoverable },
    );
  });
  const signedInBeforeHydration = session.get();
  await act(async () => {
    loaded({ default: Page });
  });
  const result = { recoverable, signedInBeforeHydration, sameField: container.querySelector('input') === field, value: container.querySelector('input')?.value, button: container.querySelector('button') !== null };
  container.remove();
  return result;
}

describe('Suspense with a hydration tracker', () => {
  it('holds a change the server could not know until the boundary is hydrated: no mismatch, the typed text stays', async () => {
    const result = await hydrateWhileLoading(true);
    expect(result.signedInBeforeHydration).toBe(false);
    expect(result.recoverable).not.toHaveBeenCalled();
    expect(result.sameField).toBe(true);
    expect(result.value).toBe('quiroga');
    expect(result.button).toBe(true);
  });

  it('without it, the same change lands before the boundary hydrates and React throws the server HTML away', async () => {
    const result = await hydrateWhileLoading(false);
    expect(result.signedInBeforeHydration).toBe(true);
    expect(result.recoverable).toHaveBeenCalled();
    expect(result.sameField).toBe(false);
  });

  it('renders the same HTML on the server as React’s own Suspense', () => {
    const { Page } = setup();
    expect(renderToString(<Suspense fallback={<p>loading</p>}><Page /></Suspense>)).toContain('<input aria-label="search"');
  });
});
