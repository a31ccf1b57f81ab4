import type { RouteId } from './route-table';

/**
 * Routes that show the same screen as another one: the multi-tournament nesting and the alternative
 * (valid-based) route set. Their page, texts, banner and metadata are the main route's.
 */
export const SAME_SCREEN: Partial<Record<RouteId, RouteId>> = {
  'multi-nested-tournament-detail': 'tournament-detail',
  'multi-nested-tournament-calendar': 'tournament-calendar',
  'multi-nested-tournament-inscriptions': 'tournament-inscriptions',
  'multi-nested-phase-tab': 'phase-tab',
  'multi-nested-phase-calendar': 'phase-calendar',
  'multi-nested-phase-draws': 'phase-draws',
  'multi-nested-phase-groups': 'phase-groups',
  'multi-nested-phase-brackets': 'phase-brackets',
  'alt-valids': 'multi-tournament-tournaments',
  'alt-valid-create': 'multi-tournament-tournament-create',
  'alt-valid-detail': 'tournament-detail',
  'alt-valid-inscriptions': 'tournament-inscriptions',
  'alt-valid-calendar': 'tournament-calendar',
  'alt-phase-tab': 'phase-tab',
  'alt-phase-calendar': 'phase-calendar',
  'alt-phase-draws': 'phase-draws',
  'alt-phase-groups': 'phase-groups',
  'alt-phase-brackets': 'phase-brackets',
  'alt-standalone-valid-create': 'tournament-create',
  'alt-standalone-valid-detail': 'tournament-detail',
  'alt-standalone-valid-inscriptions': 'tournament-inscriptions',
  'alt-standalone-valid-calendar': 'tournament-calendar',
  'alt-standalone-phase-tab': 'phase-tab',
  'alt-standalone-phase-calendar': 'phase-calendar',
  'alt-standalone-phase-draws': 'phase-draws',
  'alt-standalone-phase-groups': 'phase-groups',
  'alt-standalone-phase-brackets': 'phase-brackets',
};

/** The main route whose screen a route shows (itself for main routes). */
export function screenOf(id: RouteId): RouteId {
  return SAME_SCREEN[id] ?? id;
}

/** Screens only a signed-in person uses; their pages are kept out of search engines. */
export const PRIVATE_SCREENS: ReadonlySet<RouteId> = new Set<RouteId>([
  'welcome',
  'profile',
  'requests',
  'certification',
  'tournament-create',
  'multi-tournament-create',
  'multi-tournament-tournament-create',
  'community-create',
  'scorekeeper',
]);
