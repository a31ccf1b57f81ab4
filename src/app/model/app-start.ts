import { allSettled, type Scope } from 'effector';
import type { QueryClient } from '@tanstack/react-query';
import { applyCommunity, chosenCommunityName, communityChosen, communityQueries } from '@/entities/community';
import { appStarted } from '@/entities/session';
import { rateLimitedFor } from '@/shared/api';

/**
 * Before the first render: look the space up (query parameter, remembered choice, else the host's domain) so the
 * first paint has its colours and every call carries its id; then restore the session in the background.
 */
export async function startApp(scope: Scope, queryClient: QueryClient): Promise<void> {
  const name = chosenCommunityName(window.location);
  await allSettled(communityChosen, { scope, params: name });
  try {
    applyCommunity(await queryClient.fetchQuery({ ...communityQueries.byDomain(name), retry: false }));
  } catch (error) {
    // The default look stays and calls go to the default space (the server's choice without x-community-id);
    // when the server only asked to wait, the space is looked up again once the wait is over.
    const seconds = rateLimitedFor(error);
    if (seconds !== null) {
      setTimeout(() => {
        queryClient.fetchQuery({ ...communityQueries.byDomain(name), retry: false }).then(applyCommunity, () => undefined);
      }, seconds * 1000);
    }
  }
  void allSettled(appStarted, { scope });
}
