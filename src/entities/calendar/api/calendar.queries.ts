import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api';
import type { CalendarMatch, CalendarMetadata, CalendarPage, CalendarWindow } from '@domain/contract';

/** What a calendar shows: a date span and one scope (community, multi-tournament, tournament, phase, person, place). */
export interface CalendarFilters {
  from?: string | undefined;
  to?: string | undefined;
  communityId?: number | undefined;
  tournamentId?: number | undefined;
  validId?: number | undefined;
  phaseId?: number | undefined;
  personId?: number | undefined;
  placeId?: number | undefined;
  scheduled?: 'all' | 'only' | 'none' | undefined;
}

/**
 * A read of matches names the days on view (at most `CALENDAR_MAX_DAYS`), or asks for the undated ones: the server
 * answers one bounded window, never the whole calendar.
 */
export type CalendarListFilters = CalendarFilters & ({ from: string; to: string } | { scheduled: 'none' });

const compact = (filters: CalendarFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

/**
 * Every calendar read sits under the `calendar` root: scheduling or moving a match invalidates `calendarQueries.all()`
 * and every open view (month, week, list, a person's tab) reads again.
 */
export const calendarQueries = {
  all: () => ['calendar'] as const,
  lists: () => [...calendarQueries.all(), 'list'] as const,
  list: (filters: CalendarListFilters) =>
    queryOptions({
      queryKey: [...calendarQueries.lists(), compact(filters)] as const,
      queryFn: ({ signal }) => apiFetch<CalendarWindow>('calendar', { signal, query: compact(filters) }),
    }),
  metadata: (filters: CalendarFilters) =>
    queryOptions({
      queryKey: [...calendarQueries.all(), 'metadata', compact(filters)] as const,
      queryFn: ({ signal }) => apiFetch<CalendarMetadata>('calendar/metadata', { signal, query: compact(filters) }),
    }),
  /** When and where one match is played, in its community's time zone. */
  match: (matchId: number) =>
    queryOptions({
      queryKey: [...calendarQueries.all(), 'match', matchId] as const,
      queryFn: ({ signal }) => apiFetch<CalendarMatch>(`calendar/matches/${matchId}`, { signal }),
    }),
  /** Several tournaments at once, read with one call. */
  tournaments: (validIds: number[], span: { from?: string; to?: string } = {}) =>
    queryOptions({
      queryKey: [...calendarQueries.all(), 'tournaments', [...validIds].sort((a, b) => a - b), span] as const,
      queryFn: ({ signal }) => apiFetch<CalendarPage>('calendar/tournaments', { method: 'POST', signal, body: { validIds, ...span } }),
    }),
};
