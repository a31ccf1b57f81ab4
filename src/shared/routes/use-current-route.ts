import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute, type RouteMatch } from '@domain/routes/match-route';

/** The screen the address names (id, language, parameters), or null when it names none. */
export function useCurrentRoute(): RouteMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => matchRoute(pathname), [pathname]);
}
