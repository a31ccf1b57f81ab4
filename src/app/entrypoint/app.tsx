import { useEffect } from 'react';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { allSettled, fork, type Scope } from 'effector';
import { applyCommunity, chosenCommunityName, communityQueries } from '@/entities/community';
import { appStarted } from '@/entities/session';
import { createQueryClient, setApiCommunity } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { prepareClassMerge } from '@/shared/lib/cn';
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

/** The session is restored once the page is live, so hydration sees the same signed-out frame the server wrote. */
function SessionStart({ scope }: { scope: Scope }) {
  useEffect(() => {
    void allSettled(appStarted, { scope });
  }, [scope]);
  return null;
}

/** A page the server kept from before a change: once live, everything it shows is read again. */
function ReadAgain({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => {
    void queryClient.invalidateQueries();
  }, [queryClient]);
  return null;
}

export function App({ scope, queryClient, router, hydrated, late = false }: { scope: Scope; queryClient: QueryClient; router: Router; hydrated: boolean; late?: boolean }) {
  return (
    <AppProviders scope={scope} queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
      {hydrated ? <SessionStart scope={scope} /> : null}
      {hydrated && late ? <ReadAgain queryClient={queryClient} /> : null}
    </AppProviders>
  );
}
