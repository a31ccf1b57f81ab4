import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListOrderedIcon } from 'lucide-react';
import { findSport } from '@domain/catalog';
import { rankingQueries } from '@/entities/ranking';
import { href, useLocale } from '@/shared/routes';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';
import { Pager } from '@/shared/ui/pager';

const PAGE_SIZE = 6;

/** The rankings the organiser's finished tournaments have awarded points in (a ranking has no organiser of its own). */
export function OrganizerRankings({ organizerId }: { organizerId: number }) {
  const { t } = useTranslation('organizer');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const [page, setPage] = useState(0);
  const query = useQuery({ ...rankingQueries.fedByOrganizer(organizerId, page, PAGE_SIZE), placeholderData: keepPreviousData });
  const items = query.data?.items ?? [];
  return (
    <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }} rows={2}>
      {items.length > 0 ? (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="organizer-rankings" aria-busy={query.isFetching}>
            {items.map((ranking) => (
              <li key={ranking.id} className="flex min-w-0 flex-col gap-1 rounded-lg border p-4">
                <p className="text-sm font-semibold text-muted-foreground">{findSport(ranking.sportId)?.label[locale]}</p>
                <h3 className="text-lg font-bold break-words">
                  <Link to={href('ranking', { rankingId: ranking.id }, locale)} className="hover:underline">{ranking.name}</Link>
                </h3>
                <p className="text-sm text-muted-foreground">{t('rankingTables', { count: ranking.rankingModalities.length })}</p>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            size={PAGE_SIZE}
            total={query.data?.total ?? 0}
            onPage={setPage}
            labels={{ previous: common('actions.previous'), next: common('actions.next'), nav: t('rankingPages'), status: (current, pages) => common('actions.pageOf', { page: current, pages }) }}
          />
        </>
      ) : (
        <EmptyState icon={<ListOrderedIcon />} title={t('noRankings')} description={t('noRankingsHint')} />
      )}
    </LoadState>
  );
}
