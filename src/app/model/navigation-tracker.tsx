import { useEffect } from 'react';
import { useNavigation } from 'react-router-dom';
import { useUnit } from 'effector-react';
import type { RouteMatch } from '@domain/routes';
import { useCurrentCommunity } from '@/entities/community';
import { routeEntered } from './banner.model';
import { routeChangeCompleted, routeChangeStarted } from './navigation.model';

/** Feeds the router's navigation state and each new screen into the app's stores. */
export function NavigationTracker({ route, locationKey }: { route: RouteMatch | null; locationKey: string }) {
  const busy = useNavigation().state !== 'idle';
  const [started, completed, entered] = useUnit([routeChangeStarted, routeChangeCompleted, routeEntered]);
  const sportId = useCurrentCommunity()?.sportId ?? null;
  const routeId = route?.id ?? null;

  useEffect(() => {
    if (busy) started();
    else completed();
  }, [busy, started, completed]);

  // A new location is a new screen: clear the banner and apply the route's (a fresh random background each time).
  useEffect(() => {
    entered({ routeId, sportId });
  }, [locationKey, routeId, sportId, entered]);

  return null;
}
