import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RankingView } from '@domain/contract';
import { rankingQueries } from '@/entities/ranking';
import { useAgeCategoryOptions } from '@/entities/reference';
import { LoadState } from '@/shared/ui/load-state';
import { SearchFilter, SelectFilter } from '@/shared/ui/list-filters';
import { Pager } from '@/shared/ui/pager';
import { numberParam } from '../lib/route-ids';
import { DivisionsPanel } from './divisions-panel';
import { SnapshotCompare } from './snapshot-compare';
import { StandingsTable } from '@/widgets/ranking-table';
import { TableProvenance } from './table-provenance';
import { DownloadMenu } from '@/features/tournament/download-table';

const PAGE_SIZE = 25;

/** A ranking table with its filters in the URL: age category (`?ageCategoryId`), name search and page. */
export function ModalityTableView({ ranking, rankingId, rankingModalityId }: { ranking: RankingView | undefined; rankingId: number; rankingModalityId: number }) {
  const { t } = useTranslation('ranking');
  const { t: common } = useTranslation('common');
  const [search, setSearch] = useSearchParams();
  const ages = useAgeCategoryOptions();
  const ageCategoryId = numberParam(search.get('ageCategoryId'));
  const q = search.get('q') ?? '';
  const page = numberParam(search.get('page')) ?? 0;
  const modality = ranking?.rankingModalities.find((item) => item.id === rankingModalityId);
  const query = useQuery({ ...rankingQueries.table(rankingModalityId, { page, size: PAGE_SIZE, ageCategoryId, q: q.trim() || undefined }), placeholderData: keepPreviousData });
  function setParam(name: string, value: string | undefined) {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setSearch(next, { replace: name === 'q' });
  }
  const rows = query.data?.items ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <TableProvenance rankingId={rankingId} rankingModalityId={rankingModalityId} />
        <DownloadMenu kind="ranking" id={rankingModalityId} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl" data-testid="table-filters">
        <SearchFilter id="table-search" label={t('table.search')} defaultValue={q} onChange={(value) => setParam('q', value)} />
        <SelectFilter id="table-age" label={t('table.ageCategory')} anyLabel={t('table.anyAge')} value={ageCategoryId} options={ages} onChange={(value) => setParam('ageCategoryId', value)} />
      </div>
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
        {rows.length > 0 ? (
          <>
            <StandingsTable rows={rows} rankingId={rankingId} rankingName={ranking?.name ?? ''} rankingModalityId={rankingModalityId} modalityId={modality?.modalityId ?? 1} busy={query.isFetching} />
            <Pager
              page={page}
              size={PAGE_SIZE}
              total={query.data?.total ?? 0}
              onPage={(next) => setParam('page', String(next))}
              labels={{ previous: common('actions.previous'), next: common('actions.next'), nav: t('table.pages'), status: (current, pages) => common('actions.pageOf', { page: current, pages }) }}
            />
          </>
        ) : (
          <p role="status" className="rounded-lg border border-dashed p-6 text-center text-muted-foreground" data-testid="table-empty">
            {q || ageCategoryId ? t('table.noMatch') : t('table.empty')}
          </p>
        )}
      </LoadState>
      {ranking && ranking.levelGroupId !== null ? <DivisionsPanel rankingModalityId={rankingModalityId} /> : null}
      <SnapshotCompare rankingId={rankingId} rankingModalityId={rankingModalityId} />
    </div>
  );
}
