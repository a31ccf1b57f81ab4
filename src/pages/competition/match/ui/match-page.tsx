import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SPORT, type SportId } from '@domain/engine';
import { entryLabels, matchQueries, matchRulesOf, scoreSummary, sideName, useLivePhase } from '@/entities/match';
import { useOwnerMode } from '@/entities/session';
import { tournamentQueries } from '@/entities/tournament';
import { EnterResultDialog } from '@/features/enter-result';
import { PageHeader } from '@/widgets/page-header';
import { href, tabSlug, useLocale } from '@/shared/routes';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { LoadState } from '@/shared/ui/load-state';
import { MatchEventsSection } from './match-events-section';
import { MatchWhen } from './match-when';
import { ResultHistory } from './result-history';
import { ScoreTable } from './score-table';
import { TeamSheetSection } from './team-sheet';

const SPORT_IDS: readonly number[] = Object.values(SPORT);
const isSportId = (id: number): id is SportId => SPORT_IDS.includes(id);
const sportOf = (id: number | undefined): SportId | null => (id !== undefined && isSportId(id) ? id : null);

/** One match: the two sides, the score by period, its status and the way back to its phase. */
export function MatchPage() {
  const { t } = useTranslation('match');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const matchId = Number(useParams().matchId);
  const match = useQuery(matchQueries.detail(matchId));
  useLivePhase(match.data?.phaseId ?? null);
  const phase = useQuery({ ...tournamentQueries.phase(match.data?.phaseId ?? 0), enabled: Boolean(match.data) });
  const validId = phase.data?.validId ?? 0;
  const tournament = useQuery({ ...tournamentQueries.detail(validId), enabled: validId > 0 });
  const entries = useQuery({ ...tournamentQueries.entries(validId, { size: 1000 }), enabled: validId > 0 });
  const allowEdit = useOwnerMode(tournament.data?.createdByAccountId ?? null);
  const labels = useMemo(() => entryLabels(entries.data?.items ?? [], null), [entries.data]);
  const queries = [match, phase, tournament, entries];
  const data = match.data;
  const home = data ? sideName(labels, data.homeId) : null;
  const away = data ? sideName(labels, data.awayId) : null;
  const sportId = sportOf(tournament.data?.sportId);
  const rules = data && phase.data && sportId ? matchRulesOf(sportId, phase.data.configuration, data.groupId === null) : null;
  const score = data ? scoreSummary(data.result, rules) : null;
  // A table tennis team encounter has its sheet: line-ups and individual matches.
  const encounter = sportId === SPORT.tableTennis && (phase.data?.configuration.sequenceId ?? null) !== null && data?.status !== 'bye';
  const statusIds = [phase.data?.statusId, tournament.data?.statusId].filter((id): id is number => id !== undefined);
  const phaseHref = phase.data ? href('phase-tab', { validId, phaseId: phase.data.id, selectedTab: tabSlug('phase', 'matches', locale) }, locale) : null;
  const pending = queries.some((query) => query.isPending && query.fetchStatus !== 'idle');
  return (
    <section data-route-id="match" className="pb-16">
      <LoadState pending={pending || match.isPending} failed={queries.some((query) => query.isError)} onRetry={() => void Promise.all(queries.map((query) => query.refetch()))} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
        {data ? (
          <>
            <PageHeader
              eyebrow={phaseHref ? <Link to={phaseHref} className="underline underline-offset-4">{`${tournament.data?.name ?? ''} · ${phase.data?.name ?? ''}`}</Link> : t('eyebrow')}
              title={<span data-testid="match-title">{t('versus', { home: home ?? t('toBeDecided'), away: away ?? t('toBeDecided') })}</span>}
              description={<Badge variant={data.status === 'played' ? 'success' : 'outline'} data-testid="match-status">{t(`status.${data.status}`)}</Badge>}
              actions={allowEdit && rules && home && away && data.status !== 'bye' ? <EnterResultDialog match={data} rules={rules} homeName={home} awayName={away} statusIds={statusIds} sequenceId={phase.data?.configuration.sequenceId ?? null} /> : null}
            />
            {data.status !== 'bye' ? <MatchWhen matchId={data.id} /> : null}
            <div role="group" aria-label={t('score')} className="mb-8 grid grid-cols-[1fr_auto_1fr] items-center gap-4 rounded-xl border p-6 text-center" data-testid="match-scoreboard">
              <p className={`text-lg font-bold ${data.winnerId !== null && data.winnerId === data.homeId ? 'text-primary' : ''}`}>{home ?? t(data.status === 'bye' ? 'bye' : 'toBeDecided')}</p>
              <p className="font-display text-4xl font-bold tabular-nums">{score ? `${score.home} : ${score.away}` : <span className="text-muted-foreground">– : –</span>}</p>
              <p className={`text-lg font-bold ${data.winnerId !== null && data.winnerId === data.awayId ? 'text-primary' : ''}`}>{away ?? t(data.status === 'bye' ? 'bye' : 'toBeDecided')}</p>
              {score?.forfeitedBy ? <p className="col-span-3 text-sm text-muted-foreground">{t('walkover', { side: score.forfeitedBy === 'home' ? home : away })}</p> : null}
            </div>
            {data.result && home && away ? <ScoreTable result={data.result} sportId={sportId} home={home} away={away} /> : <p className="text-muted-foreground">{t('notPlayed')}</p>}
            {encounter && rules && home && away ? <TeamSheetSection matchId={data.id} result={data.result} rules={rules} home={home} away={away} heading={`${tournament.data?.name ?? ''} · ${phase.data?.name ?? ''}`} /> : null}
            {allowEdit && data.status !== 'bye' ? <ResultHistory matchId={data.id} rules={rules} sideNames={{ home: home ?? t('toBeDecided'), away: away ?? t('toBeDecided') }} /> : null}
            {data.status !== 'bye' ? (
              <div className={encounter ? 'print:hidden' : undefined}>
                <MatchEventsSection
                  matchId={data.id}
                  title={t('versus', { home: home ?? t('toBeDecided'), away: away ?? t('toBeDecided') })}
                  sideNames={{ home: home ?? t('toBeDecided'), away: away ?? t('toBeDecided') }}
                  allowEdit={allowEdit}
                />
              </div>
            ) : null}
            {phaseHref ? (
              <Button asChild variant="outline" className="mt-8 print:hidden">
                <Link to={phaseHref}>{t('backToPhase')}</Link>
              </Button>
            ) : null}
          </>
        ) : null}
      </LoadState>
    </section>
  );
}
