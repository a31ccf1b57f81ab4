import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from 'lucide-react';
import type { RankingView } from '@domain/contract';
import { rankingQueries } from '@/entities/ranking';
import { useAgeCategoryOptions } from '@/entities/reference';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { LoadState } from '@/shared/ui/load-state';
import { NativeSelect } from '@/shared/ui/native-select';
import { Pager } from '@/shared/ui/pager';
import { numberParam } from '../lib/route-ids';
import { StandingsTable } from './standings-table';

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
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl" data-testid="table-filters">
        <div className="flex flex-col gap-2">
          <Label htmlFor="table-search">{t('table.search')}</Label>
          <div className="relative">
            <SearchIcon aria-hidden="true" className="absolute top-3 left-3 size-4 text-muted-foreground" />
            <Input id="table-search" type="search" defaultValue={q} onChange={(event) => setParam('q', event.target.value)} className="pl-9" />
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="table-age">{t('table.ageCategory')}</Label>
          <NativeSelect id="table-age" value={ageCategoryId ?? ''} onChange={(event) => setParam('ageCategoryId', event.target.value)}>
            <option value="">{t('table.anyAge')}</option>
            {ages.map((age) => (
              <option key={age.id} value={age.id}>
                {age.name}
              </option>
            ))}
          </NativeSelect>
        </div>
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
    </div>
  );
}
