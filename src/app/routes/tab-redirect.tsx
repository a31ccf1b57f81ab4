import { Navigate, useLocation } from 'react-router-dom';
import { matchTabPrefix, twinOfMatch } from '@domain/routes/match-route';
import { NotFoundPage } from '@/pages/site/not-found';

/** A tournament, phase or profile address without its tab opens the first tab. */
export function TabRedirect() {
  const { pathname, search } = useLocation();
  const match = matchTabPrefix(pathname);
  if (!match) return <NotFoundPage />;
  return <Navigate to={`${twinOfMatch(match, match.locale)}${search}`} replace />;
}
