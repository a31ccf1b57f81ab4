export { ROUTES } from './route-table';
export type { RouteId } from './route-table';
export { href, routePattern, localeOfPath } from './href';
export type { RouteParams, RouteQuery } from './href';
export { TAB_SLUGS, tabSlug, tabFromSlug } from './tab-slugs';
export type { TabGroup, TabName } from './tab-slugs';
