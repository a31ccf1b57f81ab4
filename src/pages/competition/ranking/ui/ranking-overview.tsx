import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, ListOrderedIcon } from 'lucide-react';
import type { RankingCategory, RankingView } from '@domain/contract';
import { MovementMark, rankingQueries } from '@/entities/ranking';
import { href, useLocale } from '@/shared/routes';
import { EmptyState } from '@/shared/ui/empty-state';
import { RankingSnapshots } from './ranking-snapshots';
import { tableLabel } from './use-ranking-titles';

const LEADERS = 3;

/** One table of the ranking: its label, its leaders and the way into it. */
function TableCard({ ranking, category }: { ranking: RankingView; category: RankingCategory }) {
  const { t } = useTranslation('ranking');
  const locale = useLocale();
  const leaders = useQuery(rankingQueries.table(category.id, { size: LEADERS }));
  const to = href('ranking-modality', { rankingId: ranking.id, rankingModalityId: category.id }, locale);
  const label = tableLabel(ranking, category.label) ?? category.label;
  const total = leaders.data?.total ?? 0;
  return (
    <li className="flex flex-col rounded-xl border bg-card p-5" data-testid="ranking-table-card" data-modality-id={category.id}>
      <h2 className="text-lg font-bold">
        <Link to={to} className="hover:underline">{label}</Link>
      </h2>
      <p className="text-sm text-muted-foreground">{t('overview.people', { count: total })}</p>
      {leaders.data && leaders.data.items.length > 0 ? (
        <ol className="mt-4 flex flex-col gap-2" aria-label={t('overview.leaders', { table: label })}>
          {leaders.data.items.map((row) => (
            <li key={row.personId} className="flex items-center gap-3">
              <span className="w-6 text-right font-bold tabular-nums">{row.position}</span>
              <span className="min-w-0 flex-1 truncate">{row.name}</span>
              <MovementMark movement={row.movement} />
              <span className="tabular-nums">{t('overview.points', { count: row.points })}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <Link to={to} className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-primary hover:underline" aria-label={t('overview.openTable', { table: label })}>
        {t('overview.open')}
        <ChevronRightIcon aria-hidden="true" className="size-4" />
      </Link>
    </li>
  );
}

/** A ranking's tables (one per modality, genre and category), each with its leaders. */
export function RankingOverview({ ranking, categories }: { ranking: RankingView; categories: RankingCategory[] }) {
  const { t } = useTranslation('ranking');
  if (categories.length === 0) return <EmptyState icon={<ListOrderedIcon />} title={t('overview.empty')} description={t('missingHint')} />;
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="ranking-tables">
        {categories.map((category) => (
          <TableCard key={category.id} ranking={ranking} category={category} />
        ))}
      </ul>
      <RankingSnapshots ranking={ranking} />
    </>
  );
}
