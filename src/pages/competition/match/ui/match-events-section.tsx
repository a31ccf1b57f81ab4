import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MatchSide } from '@domain/contract';
import { MatchEventTimeline, MatchMedia, matchQueries, MEDIA_EVENT_TYPES } from '@/entities/match';
import { AddMatchEventForm, DeleteMatchEventButton } from '@/features/add-match-event';
import { HeadToHeadDialog } from './head-to-head';

interface MatchEventsSectionProps {
  matchId: number;
  sideNames: Record<MatchSide, string>;
  title: string;
  allowEdit: boolean;
}

/** The match report: head-to-head links, its video and pictures, its events, and for the owner their editing. */
export function MatchEventsSection({ matchId, sideNames, title, allowEdit }: MatchEventsSectionProps) {
  const { t } = useTranslation('match');
  const extras = useQuery(matchQueries.extras(matchId));
  const data = extras.data;
  if (!data) return null;
  const { home, away } = data.sides;
  // Videos and pictures show as media above the timeline; only the owner, who may delete them, sees them listed too.
  const lines = allowEdit ? data.events : data.events.filter((event) => !MEDIA_EVENT_TYPES.has(event.type));
  const hasMedia = lines.length < data.events.length;
  return (
    <>
      {home && away ? (
        <nav aria-label={t('headToHead.description')} className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
          <HeadToHeadDialog person={home.person} other={away.person} />
          <HeadToHeadDialog person={away.person} other={home.person} />
        </nav>
      ) : null}
      <section aria-labelledby="match-events-title" className="mt-8 space-y-4">
        <h2 id="match-events-title" className="font-display text-2xl font-bold">
          {t('events.title')}
        </h2>
        <MatchMedia events={data.events} title={title} />
        {lines.length > 0 || !hasMedia ? <MatchEventTimeline events={lines} sideNames={sideNames} actionSlot={allowEdit ? (event) => <DeleteMatchEventButton event={event} version={data.version} /> : undefined} /> : null}
        {allowEdit ? <AddMatchEventForm extras={data} sideNames={sideNames} /> : null}
      </section>
    </>
  );
}
