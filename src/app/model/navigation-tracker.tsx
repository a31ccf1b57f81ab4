import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router-dom';
import { useUnit } from 'effector-react';
import type { RouteMatch } from '@domain/routes';
import { useCurrentCommunity } from '@/entities/community';
import { $banner, routeEntered } from './banner.model';
import { routeChangeCompleted, routeChangeStarted } from './navigation.model';

/** Feeds the router's navigation state and each new screen into the app's stores. */
export function NavigationTracker({ route, locationKey }: { route: RouteMatch | null; locationKey: string }) {
  const busy = useNavigation().state !== 'idle';
  const [started, completed, entered, banner] = useUnit([routeChangeStarted, routeChangeCompleted, routeEntered, $banner]);
  // A banner before the first screen mounts is the one the server rendered it with.
  const serverBanner = useRef(banner !== null);
  const sportId = useCurrentCommunity()?.sportId ?? null;
  const routeId = route?.id ?? null;

  useEffect(() => {
    if (busy) started();
    else completed();
  }, [busy, started, completed]);

  // A new location is a new screen: clear the banner and apply the route's (a fresh random background each time).
  useEffect(() => {
    if (serverBanner.current) {
      // Keep the server's picture rather than swap it right after hydration.
      serverBanner.current = false;
      return;
    }
    entered({ routeId, sportId });
  }, [locationKey, routeId, sportId, entered]);

  return null;
}
