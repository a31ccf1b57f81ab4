import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime, zonedMoment, type CalendarEntry } from '@/entities/calendar';
import { href, useLocale } from '@/shared/routes';
import { Badge } from '@/shared/ui/badge';
import { ConflictBadge, EntryActions, useSides, whereOf, type EditTools } from './entry-parts';

interface ListViewProps {
  entries: CalendarEntry[];
  timeZone: string;
  /** The owner's move and result tools, when the viewer may use them. */
  tools: EditTools | null;
  /** Headings per day (scheduled matches) or one list (the ones without a date). */
  grouped?: boolean;
  /** Shows the tournament of each match (calendars over several tournaments). */
  showTournament: boolean;
}

/** Matches day by day as a list: the view phones open on, and the one a screen reader reads best. */
export function ListView({ entries, timeZone, tools, grouped = true, showTournament }: ListViewProps) {
  const locale = useLocale();
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const day = grouped && entry.scheduledAt ? zonedMoment(entry.scheduledAt, timeZone).date : '';
    days.set(day, [...(days.get(day) ?? []), entry]);
  }
  return (
    <div className="flex flex-col gap-6" data-testid="calendar-list">
      {[...days].map(([day, items]) => (
        <section key={day || 'none'} aria-labelledby={day ? `calendar-day-${day}` : undefined} data-day={day || undefined}>
          {day ? (
            <h3 id={`calendar-day-${day}`} className="mb-2 text-lg font-bold first-letter:uppercase">
              {formatDay(day, locale)}
            </h3>
          ) : null}
          <ul className="flex flex-col divide-y rounded-lg border">
            {items.map((entry) => (
              <ListItem key={entry.matchId} entry={entry} timeZone={timeZone} tools={tools} showTournament={showTournament} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ListItem({ entry, timeZone, tools, showTournament }: { entry: CalendarEntry; timeZone: string; tools: EditTools | null; showTournament: boolean }) {
  const { t } = useTranslation('calendar');
  const locale = useLocale();
  const sides = useSides()(entry);
  const where = whereOf(entry);
  const time = entry.scheduledAt ? formatTime(entry.scheduledAt, timeZone, locale) : t('noTime');
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4" data-testid="calendar-entry" data-match-id={entry.matchId} data-conflicts={entry.conflicts.length}>
      <span className="shrink-0 font-display text-lg font-bold whitespace-nowrap tabular-nums sm:w-24" data-testid="calendar-entry-time">
        {time}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={href('match', { matchId: entry.matchId }, locale)} className="font-semibold break-words underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          {sides.home} – {sides.away}
        </Link>
        {/* One line of text with single spaces around each separator: "Copa · Fase de grupos · Pabellón Norte · Mesa 2". */}
        <span className="text-sm break-words text-muted-foreground" data-testid="calendar-entry-context">
          {[showTournament ? entry.validName : null, entry.phaseName, where].filter(Boolean).join(' · ')}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {entry.score ? <Badge variant="success">{entry.score}</Badge> : <Badge variant="outline">{t(`status.${entry.status}`, { defaultValue: entry.status })}</Badge>}
        <ConflictBadge entry={entry} detailed />
        {tools ? <EntryActions entry={entry} tools={tools} /> : null}
      </div>
    </li>
  );
}
