import { useTranslation } from 'react-i18next';
import type { Phase } from '@domain/contract';
import { MatchCard, matchRulesOf, sideName } from '@/entities/match';
import { usePhasePlay } from '@/widgets/bracket';
import { href, useLocale } from '@/shared/routes';
import { LoadState } from '@/shared/ui/load-state';
import { matchSections } from '../lib/match-sections';
import { useLoadLabels } from '../model/use-load-labels';
import { EnterResultDialog } from './lazy-tools';
import { NotDrawn } from './not-drawn';
import { Suspense } from '@/shared/lib/hydration';

interface PhaseMatchesProps {
  phase: Phase;
  validId: number;
  sportId: number;
  allowEdit: boolean;
  /** Results tab: only the matches already played. */
  playedOnly?: boolean;
}

/** The phase's matches by group or round, each opening its page; the owner enters results from here. */
export function PhaseMatches({ phase, validId, sportId, allowEdit, playedOnly = false }: PhaseMatchesProps) {
  const { t } = useTranslation('phase');
  const locale = useLocale();
  const labels = useLoadLabels();
  const play = usePhasePlay(phase.id, validId);
  const shown = playedOnly ? play.matches.filter((match) => match.status === 'played') : play.matches;
  const sections = play.draw ? matchSections(play.draw, shown, locale).filter((section) => section.matches.length > 0) : [];
  return (
    <LoadState pending={play.pending} failed={play.failed} onRetry={play.retry} labels={labels}>
      {!play.draw ? (
        <NotDrawn />
      ) : sections.length === 0 ? (
        <NotDrawn title={t('results.none')} hint={t('results.noneHint')} />
      ) : (
        <div className="space-y-8" data-testid={playedOnly ? 'phase-results' : 'phase-matches'}>
          {sections.map((section) => (
            <section key={section.key} aria-labelledby={`matches-${section.key}`}>
              <h3 id={`matches-${section.key}`} className="mb-3 text-lg font-bold">
                {section.title.kind === 'group' ? t('groups.name', { name: section.title.name }) : section.title.name}
              </h3>
              <ul className="grid gap-3 lg:grid-cols-2">
                {section.matches.map((match) => {
                  const home = sideName(play.labels, match.homeId);
                  const away = sideName(play.labels, match.awayId);
                  const rules = matchRulesOf(sportId, phase.configuration, match.groupId === null);
                  const ready = allowEdit && !playedOnly && rules !== null && home !== null && away !== null && match.status !== 'bye';
                  return (
                    <MatchCard
                      key={match.id}
                      match={match}
                      home={home}
                      away={away}
                      rules={rules}
                      to={href('match', { matchId: match.id }, locale)}
                      actionSlot={
                        ready ? (
                          <Suspense fallback={null}>
                            <EnterResultDialog match={match} rules={rules} homeName={home} awayName={away} statusIds={[phase.statusId]} sequenceId={phase.configuration.sequenceId ?? null} />
                          </Suspense>
                        ) : null
                      }
                    />
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </LoadState>
  );
}
