export { ROUTES, TAB_SLUGS, TAB_ROUTES, tabSlug, tabFromSlug, firstTab, translateTabSlug, screenOf } from '@domain/routes';
export type { RouteId, TabGroup, TabName, RouteMatch } from '@domain/routes';
export { href, routePattern, localeOfPath } from './href';
export type { RouteParams, RouteQuery } from './href';
export { bannerKindOf, isFullWidth } from './route-layout';
export type { BannerKind } from './route-layout';
export { useCurrentRoute } from './use-current-route';
export { useLocale } from './use-locale';
