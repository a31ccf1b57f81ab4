import { useEffect, useRef, useState } from 'react';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { allSettled, fork, type Scope } from 'effector';
import { applyCommunity, chosenCommunityName, communityQueries } from '@/entities/community';
import { appStarted } from '@/entities/session';
import { createQueryClient, setApiCommunity } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { prepareClassMerge } from '@/shared/lib/cn';
import { createHydrationTracker, HydrationContext, type HydrationTracker } from '@/shared/lib/hydration';
import { yieldToBrowser } from '@/shared/lib/schedule';
import { startApp } from '../model/app-start';
import { announceRateLimit } from '../model/rate-limit-notice';
import { createHydratingRouter, createRouter } from '../routes/router';
import { AppProviders } from './providers';
import type { ServerState } from './server-state';

type Router = ReturnType<typeof createRouter>;

/** Everything the first render needs when the browser renders the page itself. */
export async function prepareApp(): Promise<{ scope: Scope; queryClient: QueryClient; router: Router }> {
  const scope = fork();
  const queryClient = createQueryClient({ onRateLimited: announceRateLimit });
  await startApp(scope, queryClient);
  return { scope, queryClient, router: createRouter() };
}

/**
 * Picks up the page the server rendered: its effector values, its query cache and the current screen's code, so
 * hydration asks for nothing again. Null when this browser's space is not the one the server rendered for (a space
 * remembered only here): the page is then rendered in the browser.
 */
export async function prepareHydration(state: ServerState): Promise<{ scope: Scope; queryClient: QueryClient; router: Router; late: boolean } | null> {
  if (chosenCommunityName(window.location) !== state.community) return null;
  const scope = fork({ values: state.effector });
  const queryClient = createQueryClient({ onRateLimited: announceRateLimit });
  hydrate(queryClient, state.queries);
  const community = queryClient.getQueryData(communityQueries.byDomain(state.community).queryKey);
  if (community) applyCommunity(community);
  else setApiCommunity(null);
  // The app's code has just run: the class merger's table is built in a task of its own before the screen's code.
  await yieldToBrowser();
  prepareClassMerge();
  await yieldToBrowser();
  return { scope, queryClient, router: await createHydratingRouter(), late: state.late === true };
}

/**
 * Once every boundary of the server's page is live, the session is restored (and a page the server kept from before a
 * change is read again): until then the page must render exactly what the server wrote, the signed-out frame and the
 * data it was written from, or React throws that HTML away with what the visitor typed into it.
 */
function AfterHydration({ scope, queryClient, tracker, late, onHydrated }: { scope: Scope; queryClient: QueryClient; tracker: HydrationTracker; late: boolean; onHydrated?: (() => void) | undefined }) {
  const started = useRef(false);
  useEffect(
    () =>
      tracker.whenHydrated(() => {
        if (started.current) return;
        started.current = true;
        void allSettled(appStarted, { scope });
        if (late) void queryClient.invalidateQueries();
        onHydrated?.();
      }),
    [scope, queryClient, tracker, late, onHydrated],
  );
  return null;
}

export function App({
  scope,
  queryClient,
  router,
  hydrated,
  late = false,
  onHydrated,
}: {
  scope: Scope;
  queryClient: QueryClient;
  router: Router;
  hydrated: boolean;
  late?: boolean;
  /** Called once every part of the server's page is live. */
  onHydrated?: (() => void) | undefined;
}) {
  const [tracker] = useState(() => (hydrated ? createHydrationTracker() : null));
  return (
    <HydrationContext.Provider value={tracker}>
      <AppProviders scope={scope} queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
        {tracker ? <AfterHydration scope={scope} queryClient={queryClient} tracker={tracker} late={late} onHydrated={onHydrated} /> : null}
      </AppProviders>
    </HydrationContext.Provider>
  );
}
