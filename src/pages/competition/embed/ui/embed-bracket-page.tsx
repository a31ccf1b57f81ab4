import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bracketOf } from '@/entities/match';
import { BracketView, usePhasePlay } from '@/widgets/bracket';
import { href, useLocale } from '@/shared/routes';
import { LoadState } from '@/shared/ui/load-state';
import { useLoadLabels } from '../model/use-load-labels';
import { usePhaseRecord } from '../model/use-phase-record';
import { EmbedFrame } from './embed-frame';
import { EmbedEmpty } from './embed-empty';

/** A phase's knockout bracket for another website, live; a match opens on the platform in a new tab. */
export function EmbedBracketPage() {
  const { t } = useTranslation('embed');
  const locale = useLocale();
  const labels = useLoadLabels();
  const { validId, phaseId, tournament, phase } = usePhaseRecord();
  const play = usePhasePlay(phaseId, validId);
  const bracket = useMemo(() => (play.draw ? bracketOf(play.draw, play.matches) : null), [play.draw, play.matches]);
  const idOf = useMemo(() => new Map(play.matches.map((match) => [match.code, match.id])), [play.matches]);
  const title = phase.data ? t('bracket.title', { phase: phase.data.name }) : t('bracket.untitled');
  return (
    <EmbedFrame routeId="embed-bracket" title={title} eyebrow={tournament.data?.name} source={href('phase-brackets', { validId, phaseId }, locale)}>
      <LoadState pending={play.pending || phase.isPending} failed={play.failed || phase.isError} onRetry={play.retry} labels={labels}>
        {bracket ? (
          <BracketView
            bracket={bracket}
            entries={play.labels}
            title={title}
            roundHeading="h2"
            onMatchSelect={(match) => {
              const id = idOf.get(match.id);
              if (id !== undefined) window.open(href('match', { matchId: id }, locale), '_blank', 'noopener');
            }}
          />
        ) : (
          <EmbedEmpty text={t('bracket.none')} />
        )}
      </LoadState>
    </EmbedFrame>
  );
}
