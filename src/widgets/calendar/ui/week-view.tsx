import type { CSSProperties, MouseEvent, PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatTime, timeOf, type CalendarEntry } from '@/entities/calendar';
import { cn } from '@/shared/lib/cn';
import { href, useLocale } from '@/shared/routes';
import { Spinner } from '@/shared/ui/spinner';
import { dotOf } from '../lib/month-lanes';
import { hoursOf, lanesOf, placeEntries, SLOT_MINUTES, type Placed } from '../lib/week-grid';
import { weekDays } from '../lib/periods';
import { useDragMove, type DropTarget } from '../model/use-drag-move';
import { ConflictBadge, EntryActions, useSides, type EditTools } from './entry-parts';
import { WeekDays } from './week-days';

interface WeekViewProps {
  date: string;
  entries: CalendarEntry[];
  timeZone: string;
  tools: EditTools | null;
  dayLink: (date: string) => string;
  onDrop: (entry: CalendarEntry, target: DropTarget) => void;
  /** The match whose move is being saved. */
  savingId: number | null;
  /** Several tournaments share the calendar: each match names its own, in its colour. */
  showTournament?: boolean;
}

/** A week as its days, and the chosen day as a time grid with a column per court; the owner drags matches on it. */
export function WeekView({ date, entries, timeZone, tools, dayLink, onDrop, savingId, showTournament = false }: WeekViewProps) {
  const { t } = useTranslation('calendar');
  const locale = useLocale();
  const placed = placeEntries(entries, timeZone, tools?.defaultDuration ?? 60);
  const lanes = lanesOf(entries.filter((entry) => entry.scheduledAt));
  const { first, last } = hoursOf(placed);
  const rows = (last - first) / SLOT_MINUTES;
  const today = placed.filter((item) => item.date === date);
  const counts = new Map<string, number>();
  for (const item of placed) counts.set(item.date, (counts.get(item.date) ?? 0) + 1);
  const { drag, start, swallowClick } = useDragMove(onDrop, tools !== null && !tools.busy);
  const column = (lane: string) => lanes.findIndex((item) => item.key === lane) + 2;
  const rowOf = (minutes: number) => Math.floor((minutes - first) / SLOT_MINUTES) + 2;
  const landing = drag?.target && drag.target.minutes !== null && drag.target.date === date ? drag.target : null;
  const span = (item: Placed) => Math.max(1, Math.ceil((item.end - item.start) / SLOT_MINUTES));
  const dragged = drag ? today.find((item) => item.entry.matchId === drag.entry.matchId) : undefined;

  return (
    <div data-testid="calendar-week">
      <WeekDays days={weekDays(date, locale)} selected={date} counts={counts} dayLink={dayLink} hovered={drag?.target && drag.target.minutes === null ? drag.target.date : null} />
      {tools ? <p className="mb-2 text-sm text-muted-foreground">{t('dragHint')}</p> : null}
      <div className="overflow-x-auto rounded-lg border">
        <div
          className="relative grid select-none"
          style={{ minWidth: `${4 + lanes.length * 9}rem`, gridTemplateColumns: `4rem repeat(${lanes.length}, minmax(9rem, 1fr))`, gridTemplateRows: `auto repeat(${rows}, 1.25rem)` }}
          data-testid="calendar-time-grid"
          data-date={date}
        >
          <span className="sticky left-0 z-20 border-b bg-background" />
          {lanes.map((lane) => (
            <span key={lane.key} className="truncate border-b border-l p-2 text-center text-sm font-semibold" title={[lane.placeName, lane.court].filter(Boolean).join(' · ')}>
              {lane.court ?? lane.placeName ?? t('noCourt')}
              {lane.court && lane.placeName ? <span className="block truncate text-xs font-normal text-muted-foreground">{lane.placeName}</span> : null}
            </span>
          ))}
          {Array.from({ length: rows }, (_, index) => first + index * SLOT_MINUTES).map((minutes) => (
            <GridRow key={minutes} minutes={minutes} row={rowOf(minutes)} lanes={lanes.map((lane) => lane.key)} date={date} />
          ))}
          {landing && dragged ? (
            <div aria-hidden="true" className="pointer-events-none z-10 m-0.5 rounded-md border-2 border-dashed border-primary bg-primary/10" style={{ gridColumn: column(landing.lane ?? dragged.lane), gridRow: `${rowOf(landing.minutes ?? 0)} / span ${span(dragged)}` }} data-testid="calendar-drop-preview" />
          ) : null}
          {today.map((item) => {
            const moving = drag?.entry.matchId === item.entry.matchId;
            return (
              <TimeGridChip
                key={item.entry.matchId}
                item={item}
                timeZone={timeZone}
                showTournament={showTournament}
                tools={tools}
                saving={savingId === item.entry.matchId}
                style={{ gridColumn: column(item.lane), gridRow: `${rowOf(item.start)} / span ${span(item)}`, ...(moving && drag ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` } : {}) }}
                moving={moving}
                onPointerDown={(event) => start(event, item.entry, span(item))}
                onLinkClick={swallowClick}
              />
            );
          })}
        </div>
      </div>
      {today.length === 0 ? <p className="mt-3 text-center text-sm text-muted-foreground">{t('noMatchesDay')}</p> : null}
    </div>
  );
}

function GridRow({ minutes, row, lanes, date }: { minutes: number; row: number; lanes: string[]; date: string }) {
  const hour = minutes % 60 === 0;
  return (
    <>
      <span className={cn('sticky left-0 z-20 bg-background pr-2 text-right text-xs text-muted-foreground tabular-nums', hour && 'border-t')} style={{ gridColumn: 1, gridRow: row }} aria-hidden="true">
        {hour ? timeOf(minutes) : ''}
      </span>
      {lanes.map((lane, index) => (
        <span key={lane} aria-hidden="true" className={cn('border-l', hour ? 'border-t' : 'border-t border-t-border/30')} style={{ gridColumn: index + 2, gridRow: row }} data-drop-date={date} data-drop-minutes={minutes} data-drop-lane={lane} />
      ))}
    </>
  );
}

interface ChipProps {
  item: Placed;
  timeZone: string;
  tools: EditTools | null;
  saving: boolean;
  moving: boolean;
  style: CSSProperties;
  onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
  onLinkClick: (event: MouseEvent) => void;
  showTournament: boolean;
}

function TimeGridChip({ item, timeZone, tools, saving, moving, style, onPointerDown, onLinkClick, showTournament }: ChipProps) {
  const locale = useLocale();
  const sides = useSides()(item.entry);
  const { entry } = item;
  const time = entry.scheduledAt ? formatTime(entry.scheduledAt, timeZone, locale) : '';
  return (
    <div
      className={cn(
        'z-10 m-0.5 flex min-w-0 items-start gap-1 overflow-hidden rounded-md border bg-card p-1 text-xs shadow-sm',
        tools && 'cursor-grab touch-none',
        entry.conflicts.length > 0 ? 'border-destructive' : 'border-primary/40',
        moving && 'pointer-events-none z-30 cursor-grabbing opacity-80 shadow-lg',
      )}
      style={style}
      onPointerDown={onPointerDown}
      aria-busy={saving}
      data-testid="calendar-chip"
      data-match-id={entry.matchId}
      data-conflicts={entry.conflicts.length}
    >
      <Link to={href('match', { matchId: entry.matchId }, locale)} draggable={false} onClick={onLinkClick} className="min-w-0 flex-1 rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" title={showTournament ? entry.validName : undefined}>
        {/* A chip is as tall as its match is long: the tournament is its colour (and its name, read or hovered). */}
        {showTournament ? (
          <>
            <span aria-hidden="true" className={cn('mr-1 inline-block size-2 rounded-full', dotOf(entry.validId))} data-testid="calendar-chip-tournament" />
            <span className="sr-only">{`${entry.validName}: `}</span>
          </>
        ) : null}
        <span className="font-semibold tabular-nums">{time}</span> <span className="break-words">{sides.home} – {sides.away}</span>
      </Link>
      <span className="flex shrink-0 flex-col items-end gap-1">
        {saving ? <Spinner /> : null}
        <ConflictBadge entry={entry} />
        {tools ? <EntryActions entry={entry} tools={tools} compact /> : null}
      </span>
    </div>
  );
}
