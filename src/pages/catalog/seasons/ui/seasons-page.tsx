import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { CalendarRangeIcon, PencilIcon, PlusIcon } from 'lucide-react';
import { seasonQueries } from '@/entities/season';
import { useCommunityId } from '@/entities/reference';
import { $accountId, $isAuthenticated } from '@/entities/session';
import { DeleteSeasonButton, SeasonDialog } from '@/features/edit-season';
import { PageHeader } from '@/widgets/page-header';
import { Button, ButtonLabel } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';
import { Pager } from '@/shared/ui/pager';
import { Table, TableActionsCell, TableActionsHead, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/shared/ui/table';

const SIZE = 50;

/** The community's seasons, newest first; whoever created one may change or delete it. */
export function SeasonsPage() {
  const { t, i18n } = useTranslation('seasons');
  const { t: common } = useTranslation('common');
  const [page, setPage] = useState(0);
  const [signedIn, accountId] = useUnit([$isAuthenticated, $accountId]);
  const query = useQuery(seasonQueries.list(useCommunityId(), page, SIZE));
  const format = (value: string) => new Date(`${value}T12:00:00Z`).toLocaleDateString(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const create = (
    <SeasonDialog
      trigger={
        <Button>
          <PlusIcon aria-hidden="true" />
          {t('create')}
        </Button>
      }
    />
  );
  return (
    <section data-route-id="seasons" className="pb-16">
      <PageHeader title={t('title')} description={t('lead')} actions={signedIn ? create : null} />
      <LoadState
        pending={query.isPending}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}
      >
        {query.data && query.data.items.length > 0 ? (
          <>
            <Table data-testid="seasons-table">
              <TableHeader>
                <TableRow>
                  <TableHead>{t('columns.name')}</TableHead>
                  <TableHead>{t('columns.dates')}</TableHead>
                  <TableHead>{t('columns.carryOver')}</TableHead>
                  <TableActionsHead>
                    <span className="sr-only">{t('columns.actions')}</span>
                  </TableActionsHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {query.data.items.map((season) => (
                  <TableRow key={season.id}>
                    <TableCell className="font-medium">{season.name}</TableCell>
                    <TableCell>{t('range', { start: format(season.startDate), end: format(season.endDate) })}</TableCell>
                    <TableCell>{`${season.carryOverPercent} %`}</TableCell>
                    <TableActionsCell>
                      {season.createdByAccountId !== null && season.createdByAccountId === accountId ? (
                        <>
                          <SeasonDialog
                            season={season}
                            trigger={
                              <Button variant="ghost" size="sm" aria-label={`${common('actions.edit')}: ${season.name}`}>
                                <PencilIcon aria-hidden="true" />
                                <ButtonLabel>{common('actions.edit')}</ButtonLabel>
                              </Button>
                            }
                          />
                          <DeleteSeasonButton season={season} />
                        </>
                      ) : null}
                    </TableActionsCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager
              page={page}
              size={SIZE}
              total={query.data.total}
              onPage={setPage}
              labels={{ previous: common('actions.previous'), next: common('actions.next'), nav: t('pages'), status: (current, pages) => common('actions.pageOf', { page: current, pages }) }}
            />
          </>
        ) : (
          <EmptyState icon={<CalendarRangeIcon />} title={t('empty')} description={signedIn ? t('emptyHint') : t('emptySignIn')} action={signedIn ? create : null} />
        )}
      </LoadState>
    </section>
  );
}
