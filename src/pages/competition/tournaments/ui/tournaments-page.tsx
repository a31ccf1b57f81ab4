import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { TrophyIcon } from 'lucide-react';
import { ResourceGate } from '@/entities/access';
import { useSportOptions } from '@/entities/community';
import { useCommunityId } from '@/entities/reference';
import { seasonQueries } from '@/entities/season';
import { $isAuthenticated } from '@/entities/session';
import { TournamentCard, tournamentQueries } from '@/entities/tournament';
import { PageHeader } from '@/widgets/page-header';
import { cn } from '@/shared/lib/cn';
import { href, tabSlug, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';
import { FilterPanel } from '@/shared/ui/list-filters';
import { Pager } from '@/shared/ui/pager';
import { readListParams } from '../lib/list-params';
import { TournamentFilters } from './tournament-filters';

const PAGE_SIZE = 12;

/** The community's tournaments as cards, filtered by sport, status, season, venue, dates and name, in the order chosen; all of it lives in the URL. */
export function TournamentsPage() {
  const { t } = useTranslation('tournaments');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const member = useUnit($isAuthenticated);
  const communityId = useCommunityId();
  const sports = useSportOptions();
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const { page, sportId, statusId, seasonId, placeId, from, to, sort, q } = params;
  const sport = sports.find((option) => option.value === sportId);
  // The default order is left out of the call, so the first page shares its cache entry with links that name none.
  const filters = { page, size: PAGE_SIZE, sportId, statusId, seasonId, placeId, from, to, sort: sort === '-startDate' ? undefined : sort, q: q.trim() || undefined };
  const query = useQuery({ ...tournamentQueries.list(communityId, filters), placeholderData: keepPreviousData });
  const seasons = useQuery(seasonQueries.list(communityId)).data?.items ?? [];
  const active = [sport, q.trim(), statusId, seasonId, placeId, from, to].filter(Boolean).length;
  const filtered = active > 0;

  function setParam(name: string, value: string | undefined) {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setSearch(next, { replace: name === 'q' });
  }
  const createAction = (
    <ResourceGate resource="createValid">
      <Button asChild>
        <Link to={href('tournament-create', {}, locale)}>{t('list.create')}</Link>
      </Button>
    </ResourceGate>
  );
  const chip = (active: boolean) =>
    cn('rounded-full border px-3 py-1 text-sm font-medium', active ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent');
  const sportHref = (value?: number) => {
    const next = new URLSearchParams(search);
    if (value) next.set('sport', String(value));
    else next.delete('sport');
    next.delete('page');
    const text = next.toString();
    return `${href('tournaments', {}, locale)}${text ? `?${text}` : ''}`;
  };
  const items = query.data?.items ?? [];
  return (
    <section data-route-id="tournaments" className="pb-16">
      <PageHeader
        title={t('list.title')}
        description={t('list.lead')}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={href('tournaments-calendar', {}, locale)}>{t('list.calendar')}</Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to={href('tournaments-help', {}, locale)}>{t('list.help')}</Link>
            </Button>
            {member ? createAction : null}
          </>
        }
      />
      <FilterPanel label={t('list.filters')} active={active}>
        {sports.length > 1 ? (
          <nav aria-label={t('list.sportFilter')}>
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link to={sportHref()} className={chip(!sport)} aria-current={!sport ? 'page' : undefined}>
                  {t('list.allSports')}
                </Link>
              </li>
              {sports.map((option) => (
                <li key={option.value}>
                  <Link to={sportHref(option.value)} className={chip(option.value === sport?.value)} aria-current={option.value === sport?.value ? 'page' : undefined}>
                    {option.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <TournamentFilters params={params} seasons={seasons} onChange={setParam} />
      </FilterPanel>
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
        {items.length > 0 ? (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="tournaments-list" aria-busy={query.isFetching}>
              {/* No content-visibility on the cards: measured on a slow phone it split the first frame in two (a layout
                  without a paint, then the painted one), and the blocking time grew (docs/performance.md). */}
              {items.map((tournament) => (
                <li key={tournament.id}>
                  <TournamentCard tournament={tournament} to={href('tournament-detail', { validId: tournament.id, selectedTab: tabSlug('tournament', 'info', locale) }, locale)} />
                </li>
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
          <p role="status" className="text-muted-foreground" data-testid="tournaments-no-match">
            {sport ? t('list.emptySport', { sport: sport.label }) : t('list.noMatch')}
          </p>
        ) : (
          <EmptyState
            icon={<TrophyIcon />}
            title={t('list.empty')}
            description={member ? t('list.emptyHintMember') : t('list.emptyHint')}
            action={
              member ? (
                createAction
              ) : (
                <Button asChild variant="outline">
                  <Link to={href('login', {}, locale)}>{t('list.signInToCreate')}</Link>
                </Button>
              )
            }
            data-testid="tournaments-empty"
          />
        )}
      </LoadState>
    </section>
  );
}
