import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { bracketOf } from '@/entities/match';
import { BracketView, usePhasePlay } from '@/widgets/bracket';
import { href, useLocale } from '@/shared/routes';
import { LoadState } from '@/shared/ui/load-state';
import { useLoadLabels } from '../model/use-load-labels';
import { NotDrawn } from './not-drawn';
import { OwnerResultEntry, useOwnsPhase } from './owner-result-entry';

/** The phase's knockout bracket from its draw and matches; choosing a match opens its result for the owner, else its page. */
export function PhaseBracket({ phaseId, validId }: { phaseId: number; validId: number }) {
  const { t } = useTranslation('phase');
  const locale = useLocale();
  const navigate = useNavigate();
  const labels = useLoadLabels();
  const play = usePhasePlay(phaseId, validId);
  const bracket = useMemo(() => (play.draw ? bracketOf(play.draw, play.matches) : null), [play.draw, play.matches]);
  const byCode = useMemo(() => new Map(play.matches.map((match) => [match.code, match])), [play.matches]);
  const owner = useOwnsPhase(validId);
  const [chosen, setChosen] = useState<number | null>(null);
  const chosenMatch = play.matches.find((match) => match.id === chosen) ?? null;
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
            const row = byCode.get(match.id);
            if (!row) return;
            if (owner && row.homeId !== null && row.awayId !== null && row.status !== 'bye') setChosen(row.id);
            else void navigate(href('match', { matchId: row.id }, locale));
          }}
        />
      )}
      {owner ? (
        <div data-testid="bracket-owner-entry" hidden>
          <OwnerResultEntry phaseId={phaseId} validId={validId} labels={play.labels} match={chosenMatch} onClose={() => setChosen(null)} />
        </div>
      ) : null}
    </LoadState>
  );
}
