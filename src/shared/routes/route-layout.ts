import type { RouteId } from '@domain/routes/route-table';
import { screenOf } from '@domain/routes/screens';

export type BannerKind = 'tournaments' | 'phase' | 'rankings' | 'calendar';

/** Which banner a screen shows (spec: banners); screens not listed have none. */
const BANNERS: Partial<Record<RouteId, BannerKind>> = {
  tournaments: 'tournaments',
  'tournaments-help': 'tournaments',
  'tournaments-calendar': 'tournaments',
  'multi-tournament-create': 'tournaments',
  'tournament-create': 'tournaments',
  'multi-tournament-tournament-create': 'tournaments',
  'phase-tab': 'phase',
  'phase-draws': 'phase',
  'phase-groups': 'phase',
  'phase-brackets': 'phase',
  rankings: 'rankings',
  'rankings-help': 'rankings',
  'rankings-levels': 'rankings',
  'rankings-rating-system': 'rankings',
  ranking: 'rankings',
  'ranking-tournaments': 'rankings',
  'ranking-modality': 'rankings',
  'ranking-modality-tournaments': 'rankings',
  'ranking-modality-tournament': 'rankings',
  'ranking-balance': 'rankings',
  'tournament-calendar': 'calendar',
  'phase-calendar': 'calendar',
  'multi-tournament-calendar': 'calendar',
  'players-calendar': 'calendar',
  'coaches-calendar': 'calendar',
};

export function bannerKindOf(id: RouteId): BannerKind | null {
  return BANNERS[screenOf(id)] ?? null;
}

/** Screens that use the whole window width; every other screen is held to a large maximum width. */
const FULL_WIDTH: ReadonlySet<RouteId> = new Set<RouteId>([
  'home',
  'login',
  'register',
  'verify',
  'reset-password',
  'players-detail',
  'doubles-detail',
  'teams-detail',
  'referees-detail',
  'coaches-detail',
  'affiliates-detail',
]);

export function isFullWidth(id: RouteId | null): boolean {
  return id !== null && FULL_WIDTH.has(id);
}

/** Screens shown on their own, without the top bar, banner, breadcrumbs or footer: the venue boards on a TV. */
const BARE: ReadonlySet<RouteId> = new Set<RouteId>(['venue-board', 'place-board']);

export function isBare(id: RouteId | null): boolean {
  return id !== null && BARE.has(id);
}

/** Screens shown without the app's frame (no top bar, banner, breadcrumbs or footer): the printable sheets. */
const PRINT: ReadonlySet<RouteId> = new Set<RouteId>(['tournament-print', 'phase-print']);

export function isPrintScreen(id: RouteId | null): boolean {
  return id !== null && PRINT.has(id);
}
