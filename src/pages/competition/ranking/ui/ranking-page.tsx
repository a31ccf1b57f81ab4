import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListOrderedIcon } from 'lucide-react';
import { rankingQueries } from '@/entities/ranking';
import { EmbedButton } from '@/features/share/embed-code';
import { FollowButton } from '@/features/favorites/follow';
import { PageHeader } from '@/widgets/page-header';
import { SectionNav } from '@/widgets/section-nav';
import { ApiRequestError } from '@/shared/api';
import { href, useCurrentRoute, useLocale, type RouteId } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';
import { useRankingIds } from '../lib/route-ids';
import { BalanceView } from './balance-view';
import { ModalityContribution } from './modality-contribution';
import { ModalityTableView } from './modality-table-view';
import { RankingActions } from './ranking-actions';
import { RankingOverview } from './ranking-overview';
import { RankingTournaments } from './ranking-tournaments';
import { useRankingTitles } from './use-ranking-titles';

const ROUTES: readonly RouteId[] = ['ranking', 'ranking-tournaments', 'ranking-modality', 'ranking-modality-tournaments', 'ranking-modality-tournament', 'ranking-balance'];

/** A ranking and its drill-down: its tables, the tournaments that count, one tournament's points, one balance. */
export function RankingPage() {
  const { t } = useTranslation('ranking');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const route = useCurrentRoute();
  const ids = useRankingIds();
  const [search] = useSearchParams();
  const ranking = useQuery({ ...rankingQueries.detail(ids.rankingId), enabled: ids.rankingId > 0 });
  const categories = useQuery({ ...rankingQueries.categories(ids.rankingId, locale), enabled: ids.rankingId > 0 });
  const titles = useRankingTitles(ranking.data, categories.data, ids);
  if (!route || !ROUTES.includes(route.id)) return null;
  const inModality = route.id !== 'ranking' && route.id !== 'ranking-tournaments';
  const missingModality = inModality && categories.isSuccess && !categories.data.some((category) => category.id === ids.rankingModalityId);
  const missing = ids.rankingId === 0 || (ranking.error instanceof ApiRequestError && ranking.error.body.status < 500) || missingModality;
  const ageCategoryId = search.get('ageCategoryId');
  const query = ageCategoryId ? { ageCategoryId } : undefined;
  const links =
    route.id === 'ranking' || route.id === 'ranking-tournaments'
      ? [
          { key: 'tables', label: t('tabs.tables'), to: href('ranking', ids, locale) },
          { key: 'tournaments', label: t('tabs.tournaments'), to: href('ranking-tournaments', ids, locale) },
        ]
      : route.id === 'ranking-modality' || route.id === 'ranking-modality-tournaments'
        ? [
            { key: 'positions', label: t('tabs.positions'), to: href('ranking-modality', ids, locale, query) },
            { key: 'tournaments', label: t('tabs.tournaments'), to: href('ranking-modality-tournaments', ids, locale) },
          ]
        : null;
  return (
    <section data-route-id={route.id} className="pb-16">
      <PageHeader eyebrow={missing ? undefined : titles.eyebrow(route.id)} title={missing ? t('missing') : titles.title(route.id)} actions={
          route.id === 'ranking' && !missing ? (
            <>
              {ranking.data ? <FollowButton kind="ranking" targetId={ranking.data.id} name={ranking.data.name} /> : null}
              <RankingActions ranking={ranking.data} />
            </>
          ) : route.id === 'ranking-modality' && !missing ? (
            <EmbedButton route="embed-ranking" params={{ rankingId: ids.rankingId, rankingModalityId: ids.rankingModalityId }} title={`${titles.eyebrow(route.id) ?? ''} · ${titles.title(route.id)}`} />
          ) : undefined
        } />
      {missing ? (
        <EmptyState
          icon={<ListOrderedIcon />}
          title={t('missing')}
          description={t('missingHint')}
          action={
            <Button asChild variant="outline">
              <Link to={href('rankings', {}, locale)}>{t('backToList')}</Link>
            </Button>
          }
          data-testid="ranking-unavailable"
        />
      ) : route.id === 'ranking-modality' ? (
        <>
          {links ? <SectionNav label={t('sections')} links={links} className="mb-6 sm:mb-8" /> : null}
          {/* The table loads beside the ranking, not after it. */}
          <ModalityTableView ranking={ranking.data} rankingId={ids.rankingId} rankingModalityId={ids.rankingModalityId} />
        </>
      ) : (
        <LoadState pending={ranking.isPending} failed={ranking.isError} onRetry={() => void ranking.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
          {links ? <SectionNav label={t('sections')} links={links} className="mb-6 sm:mb-8" /> : null}
          {ranking.data ? (
            <>
              {route.id === 'ranking' ? <RankingOverview ranking={ranking.data} categories={categories.data ?? []} /> : null}
              {route.id === 'ranking-tournaments' || route.id === 'ranking-modality-tournaments' ? <RankingTournaments ranking={ranking.data} rankingModalityId={route.id === 'ranking-tournaments' ? null : ids.rankingModalityId} /> : null}
              {route.id === 'ranking-modality-tournament' ? <ModalityContribution ids={ids} /> : null}
              {route.id === 'ranking-balance' ? <BalanceView ranking={ranking.data} ids={ids} /> : null}
            </>
          ) : null}
        </LoadState>
      )}
    </section>
  );
}
