export { ROUTES, TAB_SLUGS, TAB_ROUTES, tabSlug, tabFromSlug, firstTab, translateTabSlug, screenOf } from '@domain/routes';
export type { RouteId, TabGroup, TabName, RouteMatch } from '@domain/routes';
export { href, routePattern, localeOfPath } from './href';
export type { RouteParams, RouteQuery } from './href';
