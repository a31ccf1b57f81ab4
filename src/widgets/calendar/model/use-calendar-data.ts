import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { calendarQueries, type CalendarFilters, type CalendarMetadata } from '@/entities/calendar';
import { useToday } from '@/shared/lib/dates';
import { useLocale } from '@/shared/routes';
import { periodOf } from '../lib/periods';
import type { CalendarSearch } from './use-calendar-search';

export type CalendarScope = Omit<CalendarFilters, 'from' | 'to' | 'scheduled'>;

const FALLBACK_ZONE = 'Europe/Madrid';

/** Today when the calendar has matches around it; else its first day (still to come) or its last (all past). */
function startingDay(metadata: CalendarMetadata | undefined, today: string): string {
  if (!metadata?.from || !metadata.to) return today;
  if (today < metadata.from) return metadata.from;
  if (today > metadata.to) return metadata.to;
  return today;
}

/**
 * What a calendar screen reads: what its filters can offer, the matches of the period on view, and (for the owner's
 * list) the matches still without a date. The period waits for the offer when the address names no day, so a
 * tournament months away opens on its own first day rather than on an empty today.
 */
export function useCalendarData(scope: CalendarScope, search: CalendarSearch, withUnscheduled: boolean) {
  const locale = useLocale();
  const metadata = useQuery(calendarQueries.metadata(scope));
  // The community's today: the calendar's days are the community's (its times are in its zone too).
  const today = useToday(metadata.data?.timeZone);
  const date = search.date ?? startingDay(metadata.data, today);
  const filters: CalendarScope = { ...scope, placeId: search.placeId ?? scope.placeId, phaseId: search.phaseId ?? scope.phaseId, validId: search.validId ?? scope.validId };
  const ready = search.date !== null || !metadata.isPending;
  const page = useQuery({ ...calendarQueries.list({ ...filters, ...periodOf(search.view, date, locale), scheduled: 'only' }), enabled: ready, placeholderData: keepPreviousData });
  const unscheduled = useQuery({ ...calendarQueries.list({ ...filters, scheduled: 'none' }), enabled: withUnscheduled && (page.data?.unscheduled ?? 0) > 0 });
  return {
    date,
    today,
    metadata: metadata.data,
    page,
    unscheduled: unscheduled.data?.entries ?? [],
    timeZone: page.data?.timeZone ?? metadata.data?.timeZone ?? FALLBACK_ZONE,
  };
}
