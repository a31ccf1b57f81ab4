import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime, zonedMoment, type CalendarEntry } from '@/entities/calendar';
import { cn } from '@/shared/lib/cn';
import { href, tabSlug, useLocale } from '@/shared/routes';
import { monthWeeks, weekDays } from '../lib/periods';
import { useSides } from './entry-parts';

const SHOWN = 3;

export interface TournamentSpan {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
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
              const running = tournaments.filter((tournament) => tournament.startDate.slice(0, 10) <= day && tournament.endDate.slice(0, 10) >= day);
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
                  <ul className="mt-1 hidden flex-col gap-0.5 sm:flex">
                    {running.map((tournament) => (
                      <li key={`t${tournament.id}`} className="truncate rounded-sm bg-secondary px-1 text-xs text-secondary-foreground" data-testid="calendar-month-tournament">
                        <Link to={href('tournament-detail', { validId: tournament.id, selectedTab: tabSlug('tournament', 'info', locale) }, locale)} className="hover:underline" title={tournament.name}>
                          {tournament.name}
                        </Link>
                      </li>
                    ))}
                    {items.slice(0, SHOWN).map((entry) => {
                      const sides = sidesOf(entry);
                      return (
                        <li key={entry.matchId} className={cn('truncate text-xs', entry.conflicts.length > 0 && 'text-destructive')} data-testid="calendar-month-entry" data-match-id={entry.matchId}>
                          <Link to={href('match', { matchId: entry.matchId }, locale)} className="hover:underline" title={`${sides.home} – ${sides.away}`}>
                            <span className="tabular-nums">{entry.scheduledAt ? formatTime(entry.scheduledAt, timeZone, locale) : ''}</span> {sides.home} – {sides.away}
                          </Link>
                        </li>
                      );
                    })}
                    {items.length > SHOWN ? (
                      <li className="text-xs">
                        <Link to={dayLink(day)} className="font-medium text-primary underline underline-offset-2">
                          {t('more', { count: items.length - SHOWN })}
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
