import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { movementOf } from '@domain/rankings';
import { formatShortDate, MovementMark, rankingQueries } from '@/entities/ranking';
import { Label } from '@/shared/ui/label';
import { LoadState } from '@/shared/ui/load-state';
import { NativeSelect } from '@/shared/ui/native-select';
import { Pager } from '@/shared/ui/pager';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/shared/ui/table';

const PAGE_SIZE = 25;

/** One table as two of the ranking's snapshots froze it: by default the latest against the one before. */
export function SnapshotCompare({ rankingId, rankingModalityId }: { rankingId: number; rankingModalityId: number }) {
  const { t, i18n } = useTranslation('ranking');
  const { t: common } = useTranslation('common');
  const fromId = useId();
  const toId = useId();
  const snapshots = useQuery(rankingQueries.snapshots(rankingId));
  const items = snapshots.data ?? [];
  const [chosen, setChosen] = useState<{ from: number | null; to: number | null }>({ from: null, to: null });
  const [page, setPage] = useState(0);
  const to = chosen.to ?? items[0]?.id ?? 0;
  const from = chosen.from ?? items[1]?.id ?? 0;
  const comparison = useQuery({ ...rankingQueries.snapshotComparison(rankingModalityId, from, to, page, PAGE_SIZE), enabled: from > 0 && to > 0, placeholderData: keepPreviousData });
  const dateOf = (id: number) => formatShortDate(items.find((item) => item.id === id)?.takenOn ?? '', i18n.language);
  const choose = (which: 'from' | 'to', value: string) => {
    setChosen((current) => ({ ...current, from: current.from ?? from, to: current.to ?? to, [which]: Number(value) }));
    setPage(0);
  };
  if (snapshots.isPending) return null;
  return (
    <section className="mt-10 flex flex-col gap-4" aria-labelledby="snapshot-compare-title" data-testid="snapshot-compare">
      <h2 id="snapshot-compare-title" className="text-xl font-bold">
        {t('compare.title')}
      </h2>
      {items.length < 2 ? (
        <p role="status" className="rounded-lg border border-dashed p-4 text-center text-muted-foreground">
          {t('compare.needTwo')}
        </p>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={fromId}>{t('compare.from')}</Label>
              <NativeSelect id={fromId} value={String(from)} onChange={(event) => choose('from', event.target.value)}>
                {items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {formatShortDate(item.takenOn, i18n.language)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={toId}>{t('compare.to')}</Label>
              <NativeSelect id={toId} value={String(to)} onChange={(event) => choose('to', event.target.value)}>
                {items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {formatShortDate(item.takenOn, i18n.language)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <LoadState pending={comparison.isPending} failed={comparison.isError} onRetry={() => void comparison.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
            {comparison.data && comparison.data.items.length > 0 ? (
              <>
                <Table data-testid="comparison" aria-busy={comparison.isFetching}>
                  <TableCaption className="sr-only">{t('compare.caption', { from: dateOf(from), to: dateOf(to) })}</TableCaption>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t('table.name')}</TableHead>
                      <TableHead className="text-right whitespace-normal">{t('compare.positionOn', { date: dateOf(from) })}</TableHead>
                      <TableHead className="text-right whitespace-normal">{t('compare.positionOn', { date: dateOf(to) })}</TableHead>
                      <TableHead className="text-right max-sm:hidden">{t('table.points')}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {comparison.data.items.map((row) => (
                      <TableRow key={row.personId} data-testid="compared" data-person-id={row.personId}>
                        <TableCell className="max-w-40 font-medium whitespace-normal sm:max-w-none">{row.name}</TableCell>
                        <TableCell className="text-right tabular-nums">{row.fromPosition ?? '—'}</TableCell>
                        <TableCell className="text-right">
                          <span className="inline-flex items-center justify-end gap-2">
                            {row.toPosition === null ? <span className="text-sm text-muted-foreground">{t('compare.left')}</span> : <MovementMark movement={movementOf(row.toPosition, row.fromPosition)} />}
                            <span className="w-6 font-bold tabular-nums">{row.toPosition ?? ''}</span>
                          </span>
                        </TableCell>
                        <TableCell className="text-right tabular-nums max-sm:hidden">
                          {row.fromPoints ?? '—'} → {row.toPoints ?? '—'}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <Pager
                  page={page}
                  size={PAGE_SIZE}
                  total={comparison.data.total}
                  onPage={setPage}
                  labels={{ previous: common('actions.previous'), next: common('actions.next'), nav: t('compare.pages'), status: (current, pages) => common('actions.pageOf', { page: current, pages }) }}
                />
              </>
            ) : (
              <p role="status" className="rounded-lg border border-dashed p-4 text-center text-muted-foreground">
                {t('compare.emptyTable')}
              </p>
            )}
          </LoadState>
        </>
      )}
    </section>
  );
}
