import { useRouteError } from 'react-router-dom';
import { isMissingRecord, rateLimitedFor } from '@/shared/api';
import { NotFoundPage } from '@/pages/site/not-found';
import { RouteError } from './route-error';
import { RateLimitedView } from './rate-limited-view';

/**
 * A page's own error boundary, inside the layout: a page whose record does not exist (its query answered 404)
 * shows the not-found screen, as the server's 404 for that address says; a refused one (429) says when it tries
 * again; any other failure shows the error screen.
 */
export function PageError() {
  const error = useRouteError();
  if (isMissingRecord(error)) return <NotFoundPage />;
  const wait = rateLimitedFor(error);
  if (wait !== null) return <RateLimitedView seconds={wait} embedded />;
  return <RouteError embedded />;
}
