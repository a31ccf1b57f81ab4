import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TrophyIcon } from 'lucide-react';
import { href, tabSlug, useLocale } from '@/shared/routes';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';
import { Pager } from '@/shared/ui/pager';
import { tournamentQueries, type LinkedFilter } from '../api/tournament.queries';
import { TournamentCard } from './tournament-card';

const PAGE_SIZE = 6;

interface LinkedTournamentsProps {
  link: LinkedFilter;
  /** What the empty state says, in the page's words; shown only when there is none at all. */
  empty: { title: string; description: string };
  'data-testid'?: string;
}

/** An organiser's or a club's tournaments with the cards of the tournaments list, a page at a time. */
export function LinkedTournaments({ link, empty, 'data-testid': testId }: LinkedTournamentsProps) {
  const { t } = useTranslation('tournaments');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const [page, setPage] = useState(0);
  const query = useQuery({ ...tournamentQueries.linked(link, page, PAGE_SIZE), placeholderData: keepPreviousData });
  const items = query.data?.items ?? [];
  return (
    <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }} rows={2}>
      {items.length > 0 ? (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId} aria-busy={query.isFetching}>
            {items.map((tournament) => (
              <li key={tournament.id}>
                <TournamentCard tournament={tournament} headingLevel={3} to={href('tournament-detail', { validId: tournament.id, selectedTab: tabSlug('tournament', 'info', locale) }, locale)} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            size={PAGE_SIZE}
            total={query.data?.total ?? 0}
            onPage={setPage}
            labels={{ previous: common('actions.previous'), next: common('actions.next'), nav: t('list.pages'), status: (current, pages) => common('actions.pageOf', { page: current, pages }) }}
          />
        </>
      ) : (
        <EmptyState icon={<TrophyIcon />} title={empty.title} description={empty.description} />
      )}
    </LoadState>
  );
}
