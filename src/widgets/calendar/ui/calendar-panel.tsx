import { SubscribeButton, type FeedKind } from '@/entities/calendar';
import { useCurrentCommunity } from '@/entities/community';
import { defaultDuration, SchedulerDialog } from '@/features/calendar/schedule-matches';
import { slugify } from '@/shared/lib/text';
import { useCalendarSearch } from '../model/use-calendar-search';
import { CalendarView, type CalendarViewProps } from './calendar-view';

export interface SchedulerSetup {
  scope: { validId: number } | { phaseId: number };
  sportId: number;
  startDate: string;
  endDate: string;
}

interface CalendarPanelProps extends Omit<CalendarViewProps, 'defaultDuration'> {
  /**
   * The iCalendar feed of the same matches; without one, that of the tournament or place the filters pick, or with
   * none picked the whole community's.
   */
  feed: { kind: FeedKind; id: number; name: string } | null;
  /** The owner's scheduler for a tournament or phase. */
  scheduler?: SchedulerSetup | null;
  sportId?: number;
}

/** A calendar screen's body: the calendar, with subscribe (and, for the owner, schedule) beside its views. */
export function CalendarPanel({ feed, scheduler, sportId, ...view }: CalendarPanelProps) {
  const sport = scheduler?.sportId ?? sportId;
  const { search } = useCalendarSearch();
  const community = useCurrentCommunity();
  const filtered = search.validId ? { kind: 'valids' as const, id: search.validId } : search.placeId ? { kind: 'places' as const, id: search.placeId } : null;
  const chosen = feed ?? filtered ?? (community ? { kind: 'communities' as const, id: community.id, name: community.name } : null);
  const shown = chosen ? { kind: chosen.kind, id: chosen.id, fileName: slugify('name' in chosen ? chosen.name : `${chosen.kind}-${chosen.id}`) } : null;
  const actions =
    shown || scheduler ? (
      <>
        {scheduler ? <SchedulerDialog {...scheduler} /> : null}
        {shown ? <SubscribeButton {...shown} /> : null}
      </>
    ) : null;
  return <CalendarView {...view} defaultDuration={sport === undefined ? 60 : defaultDuration(sport)} actions={actions} />;
}
