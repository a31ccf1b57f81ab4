import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { entryLabels, matchQueries, matchRulesOf, MatchCard, sideName, useLivePhase } from '@/entities/match';
import { tournamentQueries } from '@/entities/tournament';
import { href, tabSlug, useLocale } from '@/shared/routes';
import { LoadState } from '@/shared/ui/load-state';
import { followedPhases } from '../lib/followed-phases';
import { latestResults } from '../lib/latest-results';
import { useEmbedOptions } from '../model/use-embed-options';
import { useLoadLabels } from '../model/use-load-labels';
import { EmbedEmpty } from './embed-empty';
import { EmbedFrame } from './embed-frame';

/** Follows one phase's changes; renders nothing. */
function PhaseLive({ phaseId }: { phaseId: number }) {
  useLivePhase(phaseId);
  return null;
}

/** A tournament's latest results (5 compact, 10 otherwise) across its phases, newest first, for another website. */
export function EmbedResultsPage() {
  const { t } = useTranslation('embed');
  const locale = useLocale();
  const labels = useLoadLabels();
  const options = useEmbedOptions();
  const validId = Number(useParams().validId);
  const tournament = useQuery(tournamentQueries.detail(validId));
  const entries = useQuery(tournamentQueries.entries(validId, { size: 1000 }));
  const phases = useMemo(() => tournament.data?.phases ?? [], [tournament.data]);
  const lists = useQueries({ queries: phases.map((phase) => matchQueries.list(phase.id)) });
  const names = useMemo(() => entryLabels(entries.data?.items ?? [], null), [entries.data]);
  const latest = latestResults(
    lists.flatMap((list) => list.data ?? []),
    options.compact ? 5 : 10,
  );
  const phaseOf = new Map(phases.map((phase) => [phase.id, phase]));
  const sportId = tournament.data?.sportId ?? 0;
  const pending = tournament.isPending || entries.isPending || lists.some((list) => list.isPending);
  const failed = tournament.isError || entries.isError || lists.some((list) => list.isError);
  const source = href('tournament-detail', { validId, selectedTab: tabSlug('tournament', 'phases', locale) }, locale);
  return (
    <EmbedFrame routeId="embed-results" title={t('results.title')} eyebrow={tournament.data?.name} source={source}>
      {followedPhases(phases).map((phaseId) => (
        <PhaseLive key={phaseId} phaseId={phaseId} />
      ))}
      <LoadState pending={pending} failed={failed} onRetry={() => void tournament.refetch()} labels={labels}>
        {latest.length === 0 ? (
          <EmbedEmpty text={t('results.none')} />
        ) : (
          <ul className="grid gap-2" data-testid="embed-results">
            {latest.map((match) => {
              const phase = phaseOf.get(match.phaseId);
              return (
                <MatchCard
                    key={match.id}
                    match={match}
                    home={sideName(names, match.homeId)}
                    away={sideName(names, match.awayId)}
                    rules={phase ? matchRulesOf(sportId, phase.configuration, match.groupId === null) : null}
                    to={href('match', { matchId: match.id }, locale)}
                    actionSlot={phase ? <span className="text-xs text-muted-foreground">{phase.name}</span> : null}
                    newTab
                  />
              );
            })}
          </ul>
        )}
      </LoadState>
    </EmbedFrame>
  );
}
