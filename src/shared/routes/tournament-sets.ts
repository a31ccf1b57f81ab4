import type { RouteId } from '@domain/routes';

export type TournamentLevel = 'detail' | 'calendar' | 'inscriptions' | 'phase' | 'phaseCalendar' | 'draws' | 'groups' | 'brackets';
export type TournamentRouteSet = Record<TournamentLevel, RouteId>;

/**
 * The four route sets that show a tournament and its phases: the main one, the multi-tournament nesting and the
 * two alternative (valid-based) readings. A screen links within the set it was opened in.
 */
export const TOURNAMENT_ROUTE_SETS: readonly TournamentRouteSet[] = [
  { detail: 'tournament-detail', calendar: 'tournament-calendar', inscriptions: 'tournament-inscriptions', phase: 'phase-tab', phaseCalendar: 'phase-calendar', draws: 'phase-draws', groups: 'phase-groups', brackets: 'phase-brackets' },
  { detail: 'multi-nested-tournament-detail', calendar: 'multi-nested-tournament-calendar', inscriptions: 'multi-nested-tournament-inscriptions', phase: 'multi-nested-phase-tab', phaseCalendar: 'multi-nested-phase-calendar', draws: 'multi-nested-phase-draws', groups: 'multi-nested-phase-groups', brackets: 'multi-nested-phase-brackets' },
  { detail: 'alt-valid-detail', calendar: 'alt-valid-calendar', inscriptions: 'alt-valid-inscriptions', phase: 'alt-phase-tab', phaseCalendar: 'alt-phase-calendar', draws: 'alt-phase-draws', groups: 'alt-phase-groups', brackets: 'alt-phase-brackets' },
  { detail: 'alt-standalone-valid-detail', calendar: 'alt-standalone-valid-calendar', inscriptions: 'alt-standalone-valid-inscriptions', phase: 'alt-standalone-phase-tab', phaseCalendar: 'alt-standalone-phase-calendar', draws: 'alt-standalone-phase-draws', groups: 'alt-standalone-phase-groups', brackets: 'alt-standalone-phase-brackets' },
];

/** The set a tournament or phase route belongs to and what it shows; null for other routes. */
export function tournamentRouteOf(id: RouteId): { set: TournamentRouteSet; level: TournamentLevel } | null {
  for (const set of TOURNAMENT_ROUTE_SETS) {
    const level = (Object.keys(set) as TournamentLevel[]).find((key) => set[key] === id);
    if (level) return { set, level };
  }
  return null;
}
