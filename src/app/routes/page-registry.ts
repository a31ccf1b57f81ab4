import type { RouteId } from '@/shared/routes';
import { publicPages } from './registry/public';
import { identityPages } from './registry/identity';
import { catalogPages } from './registry/catalog';
import { competitionPages } from './registry/competition';
import { embedPages } from './registry/embed';
import type { PageLoader } from './registry/types';

/** Each screen id mapped to its lazily loaded page, so every route is its own chunk. */
export const PAGE_REGISTRY: Partial<Record<RouteId, PageLoader>> = {
  ...publicPages,
  ...identityPages,
  ...catalogPages,
  ...competitionPages,
  ...embedPages,
};
