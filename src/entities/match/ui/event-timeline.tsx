import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventPerson, MatchEvent, MatchSide } from '@domain/contract';
import { MatchEventIcon } from './event-icon';

const nameOf = (person: EventPerson) => `${person.firstName} ${person.lastName}`.trim();

interface MatchEventTimelineProps {
  events: readonly MatchEvent[];
  sideNames: Record<MatchSide, string>;
  /** What goes at the end of each row (an owner's delete button). */
  actionSlot?: (event: MatchEvent) => ReactNode;
}

/** A match's events minute by minute: the minute, a symbol for its type, who and for which side. */
export function MatchEventTimeline({ events, sideNames, actionSlot }: MatchEventTimelineProps) {
  const { t } = useTranslation('match');
  if (events.length === 0) return <p className="text-muted-foreground">{t('events.none')}</p>;
  return (
    <ol className="divide-y rounded-xl border" data-testid="match-events">
      {events.map((event) => (
        <li key={event.id} className={`flex items-center gap-3 p-3 ${event.side === 'away' ? 'sm:flex-row-reverse sm:text-right' : ''}`} data-testid="match-event">
          <span className="w-12 shrink-0 text-center font-display text-lg font-bold tabular-nums">{event.minute === null ? '' : t('events.minute', { minute: event.minute })}</span>
          <MatchEventIcon type={event.type} />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">{t(`events.types.${event.type}`)}</span>
            <span className="block text-sm text-muted-foreground">
              {[
                event.person ? (event.secondPerson ? t('events.substitution', { on: nameOf(event.person), off: nameOf(event.secondPerson) }) : nameOf(event.person)) : null,
                event.side ? sideNames[event.side] : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
          {actionSlot ? actionSlot(event) : null}
        </li>
      ))}
    </ol>
  );
}
