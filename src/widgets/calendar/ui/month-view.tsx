import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime, zonedMoment, type CalendarEntry } from '@/entities/calendar';
import { cn } from '@/shared/lib/cn';
import { href, tabSlug, useLocale } from '@/shared/routes';
import { dotOf, toneOf, weekLanes, type LaneSegment, type TournamentSpan } from '../lib/month-lanes';
import { monthWeeks, weekDays } from '../lib/periods';
import { useSides } from './entry-parts';

const SHOWN = 3;

export type { TournamentSpan } from '../lib/month-lanes';

/** A day's piece of a tournament's bar: named (and a link) where the bar begins in the week, a coloured band after. */
function Bar({ segment, lane }: { segment: LaneSegment; lane: number }) {
  const locale = useLocale();
  const { tournament } = segment;
  const shape = cn('-mx-1 h-5 truncate px-1 text-xs leading-5', toneOf(tournament.id), segment.starts && 'ml-0 rounded-l-sm', segment.ends && 'mr-0 rounded-r-sm');
  if (!segment.first) return <div aria-hidden="true" className={shape} data-lane={lane} data-tournament-id={tournament.id} />;
  return (
    <div className={shape} data-testid="calendar-month-tournament" data-lane={lane} data-tournament-id={tournament.id}>
      <Link to={href('tournament-detail', { validId: tournament.id, selectedTab: tabSlug('tournament', 'info', locale) }, locale)} className="font-medium hover:underline" title={tournament.name}>
        {tournament.name}
      </Link>
    </div>
  );
}

interface MonthViewProps {
  date: string;
  entries: CalendarEntry[];
  timeZone: string;
  /** Tournaments drawn over the days they last (the tournaments calendar). */
  tournaments: TournamentSpan[];
  /** The address of a day in the week view. */
  dayLink: (date: string) => string;
  today: string;
}

/** A month as a table of weeks: each day lists its tournaments and first matches, and opens its day. */
export function MonthView({ date, entries, timeZone, tournaments, dayLink, today }: MonthViewProps) {
  const { t } = useTranslation('calendar');
  const locale = useLocale();
  const sidesOf = useSides();
  const weeks = monthWeeks(date, locale);
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    if (!entry.scheduledAt) continue;
    const day = zonedMoment(entry.scheduledAt, timeZone).date;
    byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  const headers = weekDays(weeks[0]?.find(Boolean) ?? date, locale);
  const lanes = weeks.map((week) => weekLanes(week, tournaments));
  // Where several tournaments share the calendar, each match carries its tournament's colour and name.
  const marked = tournaments.length > 0;
  return (
    <table className="w-full table-fixed border-collapse text-sm" data-testid="calendar-month">
      <caption className="sr-only">{t('views.month')}</caption>
      <thead>
        <tr>
          {headers.map((day) => (
            <th key={day} scope="col" className="p-1 text-center text-xs font-semibold text-muted-foreground first-letter:uppercase">
              <abbr title={formatDay(day, locale, { weekday: 'long' })} className="no-underline">
                {formatDay(day, locale, { weekday: 'short' })}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, row) => (
          <tr key={week.find(Boolean) ?? row}>
            {week.map((day, column) => {
              if (!day) return <td key={`empty-${column}`} className="border bg-muted/30" />;
              const items = byDay.get(day) ?? [];
              // Matches whose two sides are still to be decided are counted, not listed: a grid of "TBD – TBD" says nothing.
              const decided = items.filter((entry) => entry.home !== null || entry.away !== null);
              const undecided = items.length - decided.length;
              const bars = lanes[row]?.[column] ?? [];
              return (
                <td key={day} className={cn('h-20 border p-1 align-top sm:h-28', day === today && 'bg-accent/40')} data-day={day}>
                  <Link to={dayLink(day)} className="flex items-center justify-between rounded-sm px-1 font-semibold hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" aria-label={t('openDay', { day: formatDay(day, locale), count: items.length })}>
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    {items.length > 0 ? (
                      <span aria-hidden="true" className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground sm:hidden">
                        {items.length}
                      </span>
                    ) : null}
                  </Link>
                  {bars.length > 0 ? (
                    <div className="mt-1 hidden flex-col gap-0.5 sm:flex">
                      {bars.map((segment, lane) => (segment ? <Bar key={`t${segment.tournament.id}`} segment={segment} lane={lane} /> : <div key={`free${lane}`} aria-hidden="true" className="h-5" />))}
                    </div>
                  ) : null}
                  <ul className="mt-1 hidden flex-col gap-0.5 sm:flex">
                    {decided.slice(0, SHOWN).map((entry) => {
                      const sides = sidesOf(entry);
                      return (
                        <li key={entry.matchId} className={cn('flex items-center gap-1 truncate text-xs', entry.conflicts.length > 0 && 'text-destructive')} data-testid="calendar-month-entry" data-match-id={entry.matchId}>
                          {marked ? <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', dotOf(entry.validId))} /> : null}
                          <Link to={href('match', { matchId: entry.matchId }, locale)} className="truncate hover:underline" title={marked ? `${entry.validName} · ${sides.home} – ${sides.away}` : `${sides.home} – ${sides.away}`}>
                            {marked ? <span className="sr-only">{`${entry.validName}: `}</span> : null}
                            <span className="tabular-nums">{entry.scheduledAt ? formatTime(entry.scheduledAt, timeZone, locale) : ''}</span> {sides.home} – {sides.away}
                          </Link>
                        </li>
                      );
                    })}
                    {decided.length > SHOWN ? (
                      <li className="text-xs">
                        <Link to={dayLink(day)} className="font-medium text-primary underline underline-offset-2">
                          {t('more', { count: decided.length - SHOWN })}
                        </Link>
                      </li>
                    ) : null}
                    {undecided > 0 ? (
                      <li className="text-xs text-muted-foreground" data-testid="calendar-month-undecided">
                        <Link to={dayLink(day)} className="hover:underline">
                          {t('undecided', { count: undecided })}
                        </Link>
                      </li>
                    ) : null}
                  </ul>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
