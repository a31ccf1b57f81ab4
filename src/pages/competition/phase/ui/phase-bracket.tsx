import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { bracketOf } from '@/entities/match';
import { BracketView } from '@/widgets/bracket';
import { href, useLocale } from '@/shared/routes';
import { LoadState } from '@/shared/ui/load-state';
import { useLoadLabels } from '../model/use-load-labels';
import { usePhasePlay } from '../model/use-phase-play';
import { NotDrawn } from './not-drawn';

/** The phase's knockout bracket from its draw and matches; choosing a match opens it. */
export function PhaseBracket({ phaseId, validId }: { phaseId: number; validId: number }) {
  const { t } = useTranslation('phase');
  const locale = useLocale();
  const navigate = useNavigate();
  const labels = useLoadLabels();
  const play = usePhasePlay(phaseId, validId);
  const bracket = useMemo(() => (play.draw ? bracketOf(play.draw, play.matches) : null), [play.draw, play.matches]);
  const idOf = useMemo(() => new Map(play.matches.map((match) => [match.code, match.id])), [play.matches]);
  return (
    <LoadState pending={play.pending} failed={play.failed} onRetry={play.retry} labels={labels}>
      {!play.draw ? (
        <NotDrawn />
      ) : !bracket ? (
        <NotDrawn title={t('brackets.none')} hint={t('brackets.noneHint')} />
      ) : (
        <BracketView
          bracket={bracket}
          entries={play.labels}
          title={t('tabs.brackets')}
          onMatchSelect={(match) => {
            const id = idOf.get(match.id);
            if (id !== undefined) void navigate(href('match', { matchId: id }, locale));
          }}
        />
      )}
    </LoadState>
  );
}
