import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarDaysIcon } from 'lucide-react';
import { formatDay, timeOf, zonedMoment, zonedToUtc, type CalendarEntry } from '@/entities/calendar';
import { placeQueries } from '@/entities/place';
import { useCommunityId } from '@/entities/reference';
import { isStaleMove, StaleNotice, useAnnounceMove, useMoveMatch } from '@/features/calendar/move-match';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';
import { useLocale } from '@/shared/routes';
import { toast } from '@/shared/ui/toaster';
import { laneKey } from '../lib/week-grid';
import { useCalendarData, type CalendarScope } from '../model/use-calendar-data';
import { useCalendarSearch } from '../model/use-calendar-search';
import type { DropTarget } from '../model/use-drag-move';
import { CalendarFilters } from './calendar-filters';
import { CalendarToolbar } from './calendar-toolbar';
import type { EditTools } from './entry-parts';
import { ListView } from './list-view';
import { MonthView } from './month-view';
import { WeekView } from './week-view';

export interface CalendarViewProps {
  /** Whose matches: a community, multi-tournament, tournament, phase, person or place. */
  scope: CalendarScope;
  /** The owner moves matches and reaches result entry from here. */
  canEdit?: boolean;
  /** Minutes a match lasts when it has no duration yet (the sport's usual). */
  defaultDuration?: number;
  /** The month view also draws the tournaments over their dates. */
  showTournaments?: boolean;
  /** The phases a tournament's calendar may be narrowed to. */
  phases?: { id: number; name: string }[];
  /** Buttons for the whole calendar (subscribe, schedule), beside the choice of view. */
  actions?: ReactNode;
}

/** A calendar of matches in month, week and list views, its state in the address, editable by the owner. */
export function CalendarView({ scope, canEdit = false, defaultDuration = 60, showTournaments = false, phases = [], actions }: CalendarViewProps) {
  const { t } = useTranslation('calendar');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const longDay = (day: string) => formatDay(day, locale, { day: 'numeric', month: 'long', year: 'numeric' });
  const { search, withChanges, update } = useCalendarSearch();
  const data = useCalendarData(scope, search, canEdit && search.view === 'list');
  const { date, timeZone, metadata, page } = data;
  const communityId = useCommunityId();
  const communityPlaces = useQuery({ ...placeQueries.list(communityId), enabled: canEdit }).data?.items ?? [];
  const move = useMoveMatch();
  const announce = useAnnounceMove();
  const [stale, setStale] = useState(false);
  const entries = page.data?.entries ?? [];
  const tools: EditTools | null = canEdit
    ? { timeZone, places: communityPlaces.length > 0 ? communityPlaces : (metadata?.places ?? []), courts: metadata?.courts ?? [], defaultDuration, busy: move.isPending }
    : null;
  const dayLink = (day: string) => withChanges({ view: 'week', date: day });
  const multiple = scope.validId === undefined && scope.phaseId === undefined;

  const drop = (entry: CalendarEntry, target: DropTarget) => {
    if (!entry.scheduledAt) return;
    const from = zonedMoment(entry.scheduledAt, timeZone);
    const minutes = target.minutes ?? from.minutes;
    const lane = target.lane ?? laneKey(entry.placeId, entry.court);
    if (target.date === from.date && minutes === from.minutes && lane === laneKey(entry.placeId, entry.court)) return;
    const [placePart = '-', ...court] = lane.split('|');
    setStale(false);
    move.mutate(
      {
        matchId: entry.matchId,
        body: { version: entry.matchVersion, scheduledAt: zonedToUtc(target.date, timeOf(minutes), timeZone), durationMinutes: entry.durationMinutes, placeId: placePart === '-' ? null : Number(placePart), court: court.join('|') || null },
      },
      {
        onSuccess: (saved) => announce(saved.entry),
        onError: (error) => (isStaleMove(error) ? setStale(true) : toast.error(errorMessageOf(error, common('actions.saveFailed')))),
      },
    );
  };

  let body: ReactNode;
  if (search.view === 'month') {
    body = <MonthView date={date} entries={entries} timeZone={timeZone} tournaments={showTournaments ? (metadata?.valids ?? []) : []} dayLink={dayLink} today={data.today} />;
  } else if (search.view === 'week') {
    body = <WeekView date={date} entries={entries} timeZone={timeZone} tools={tools} dayLink={dayLink} onDrop={drop} savingId={move.isPending ? (move.variables?.matchId ?? null) : null} showTournament={multiple} />;
  } else {
    body =
      entries.length === 0 ? (
        <EmptyState icon={<CalendarDaysIcon />} title={t('empty')} description={metadata?.from ? t('emptySpan', { from: longDay(metadata.from), to: longDay(metadata.to ?? metadata.from) }) : t('emptyHint')} data-testid="calendar-empty" />
      ) : (
        <ListView entries={entries} timeZone={timeZone} tools={tools} showTournament={multiple} />
      );
  }

  return (
    <div data-testid="calendar" data-view={search.view} data-time-zone={timeZone}>
      <CalendarToolbar view={search.view} date={date} today={data.today} linkTo={(changes) => withChanges(changes)} actions={actions} />
      <CalendarFilters
        places={metadata?.places ?? []}
        phases={phases}
        tournaments={multiple ? (metadata?.valids ?? []) : []}
        values={{ placeId: search.placeId, phaseId: search.phaseId, validId: search.validId }}
        onChange={(changes) => update(changes)}
      />
      <p className="mb-3 text-sm text-muted-foreground">{t('timeZone', { zone: timeZone })}</p>
      {stale ? (
        <div className="mb-3">
          <StaleNotice onReloaded={() => setStale(false)} />
        </div>
      ) : null}
      <LoadState pending={page.isPending && page.fetchStatus !== 'idle'} failed={page.isError} onRetry={() => void page.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
        {body}
      </LoadState>
      {(page.data?.unscheduled ?? 0) > 0 ? (
        <section className="mt-8" aria-labelledby="calendar-unscheduled" data-testid="calendar-unscheduled">
          <h3 id="calendar-unscheduled" className="mb-2 text-lg font-bold">
            {t('unscheduled', { count: page.data?.unscheduled ?? 0 })}
          </h3>
          {data.unscheduled.length > 0 ? <ListView entries={data.unscheduled} timeZone={timeZone} tools={tools} grouped={false} showTournament={multiple} /> : <p className="text-sm text-muted-foreground">{t('unscheduledHint')}</p>}
        </section>
      ) : null}
    </div>
  );
}
