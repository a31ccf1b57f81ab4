// Module by module, not through domain/routes' index: page texts and head rendering stay out of the first download.
export { ROUTES } from '@domain/routes/route-table';
export { TAB_SLUGS, TAB_ROUTES, tabSlug, tabFromSlug, firstTab, translateTabSlug } from '@domain/routes/tab-slugs';
export { screenOf } from '@domain/routes/screens';
export type { RouteId, TabGroup, TabName, RouteMatch } from '@domain/routes';
export { href, routePattern, localeOfPath } from './href';
export type { RouteParams, RouteQuery } from './href';
export { bannerKindOf, isBare, isFullWidth, isPrintScreen } from './route-layout';
export type { BannerKind } from './route-layout';
export { useCurrentRoute } from './use-current-route';
export { useLocale } from './use-locale';
export { TOURNAMENT_ROUTE_SETS, tournamentRouteOf } from './tournament-sets';
export type { TournamentLevel, TournamentRouteSet } from './tournament-sets';
export { PRINT_SHEETS, printSheetSlug, printSheetFromSlug } from '@domain/routes/print-sheets';
export type { PrintLevel, PrintSheet } from '@domain/routes/print-sheets';
