import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ListOrderedIcon } from 'lucide-react';
import { FeatureGate } from '@/entities/access';
import { useSportOptions } from '@/entities/community';
import { rankingQueries } from '@/entities/ranking';
import { useCommunityId } from '@/entities/reference';
import { seasonQueries } from '@/entities/season';
import { $accountId, $isAuthenticated } from '@/entities/session';
import { PageHeader } from '@/widgets/page-header';
import { cn } from '@/shared/lib/cn';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';
import { FilterPanel, SearchFilter, SelectFilter } from '@/shared/ui/list-filters';
import { Pager } from '@/shared/ui/pager';
import { CreateRankingButton, RankingCard } from './ranking-card';
import { RankingsNav } from './rankings-nav';

const PAGE_SIZE = 12;
const numberParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** The community's rankings, filtered by sport, season and name; the filters live in the URL. */
export function RankingsPage() {
  const { t } = useTranslation('rankings');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const communityId = useCommunityId();
  const sports = useSportOptions();
  const [search, setSearch] = useSearchParams();
  const sportId = numberParam(search.get('sport'));
  const seasonId = numberParam(search.get('season'));
  const q = search.get('q') ?? '';
  const page = numberParam(search.get('page')) ?? 0;
  const query = useQuery({ ...rankingQueries.list(communityId, { page, size: PAGE_SIZE, sportId, seasonId, q: q.trim() || undefined }), placeholderData: keepPreviousData });
  const seasons = useQuery(seasonQueries.list(communityId)).data?.items ?? [];
  const filtered = sportId !== undefined || seasonId !== undefined || q !== '';
  const withParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    return next;
  };
  const setParam = (name: string, value: string | undefined) => setSearch(withParam(name, value), { replace: name === 'q' });
  const sportHref = (value?: number) => {
    const text = withParam('sport', value ? String(value) : undefined).toString();
    return `${href('rankings', {}, locale)}${text ? `?${text}` : ''}`;
  };
  const chip = (active: boolean) => cn('rounded-full border px-3 py-1 text-sm font-medium', active ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent');
  const items = query.data?.items ?? [];
  const [signedIn, accountId] = useUnit([$isAuthenticated, $accountId]);
  const create = signedIn ? <CreateRankingButton /> : null;
  return (
    <FeatureGate feature="rankings">
      <section data-route-id="rankings" className="pb-16">
        <PageHeader title={t('list.title')} description={t('list.lead')} actions={create} />
        <RankingsNav />
        <FilterPanel label={t('list.filters')} active={[sportId, q.trim(), seasonId].filter(Boolean).length}>
          {sports.length > 1 ? (
            <nav aria-label={t('list.sportFilter')}>
              <ul className="flex flex-wrap gap-2">
                {[undefined, ...sports.map((option) => option.value)].map((value) => (
                  <li key={value ?? 'all'}>
                    <Link to={sportHref(value)} className={chip(value === sportId)} aria-current={value === sportId ? 'page' : undefined}>
                      {value === undefined ? t('list.allSports') : sports.find((option) => option.value === value)?.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl" data-testid="ranking-filters">
            <SearchFilter id="ranking-search" label={t('list.search')} defaultValue={q} onChange={(value) => setParam('q', value)} />
            <SelectFilter id="ranking-season" label={t('list.season')} anyLabel={t('list.anySeason')} value={seasonId} options={seasons} onChange={(value) => setParam('season', value)} />
          </div>
        </FilterPanel>
        <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
          {items.length > 0 ? (
            <>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="rankings-list" aria-busy={query.isFetching}>
                {items.map((ranking) => (
                  <RankingCard key={ranking.id} ranking={ranking} seasonName={seasons.find((season) => season.id === ranking.seasonId)?.name} owned={signedIn && ranking.createdByAccountId !== null && ranking.createdByAccountId === accountId} />
                ))}
              </ul>
              <Pager
                page={page}
                size={PAGE_SIZE}
                total={query.data?.total ?? 0}
                onPage={(next) => setParam('page', String(next))}
                labels={{ previous: common('actions.previous'), next: common('actions.next'), nav: t('list.pages'), status: (current, pages) => common('actions.pageOf', { page: current, pages }) }}
              />
            </>
          ) : filtered ? (
            <p role="status" className="text-muted-foreground" data-testid="rankings-no-match">{t('list.noMatch')}</p>
          ) : (
            <EmptyState
              icon={<ListOrderedIcon />}
              title={t('list.empty')}
              description={t('list.emptyHint')}
              action={
                <Button asChild variant="outline">
                  <Link to={href('landing-rankings', {}, locale)}>{t('list.howTo')}</Link>
                </Button>
              }
              data-testid="rankings-empty"
            />
          )}
        </LoadState>
      </section>
    </FeatureGate>
  );
}
