import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TrophyIcon } from 'lucide-react';
import type { RankingView } from '@domain/contract';
import { formatShortDate, rankingQueries } from '@/entities/ranking';
import { href, tabSlug, useLocale } from '@/shared/routes';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';

/** The tournaments that gave points to a ranking, or to one of its tables with what each left there. */
export function RankingTournaments({ ranking, rankingModalityId }: { ranking: RankingView; rankingModalityId: number | null }) {
  const { t } = useTranslation('ranking');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const query = useQuery(rankingQueries.valids(ranking.id, rankingModalityId ?? undefined));
  const items = query.data ?? [];
  return (
    <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
      {items.length === 0 ? (
        <EmptyState icon={<TrophyIcon />} title={t('tournaments.empty')} description={t('missingHint')} />
      ) : (
        <ul className="flex flex-col divide-y rounded-xl border" data-testid="ranking-tournaments">
          {items.map((valid) => {
            const to =
              rankingModalityId === null
                ? href('tournament-detail', { validId: valid.id, selectedTab: tabSlug('tournament', 'info', locale) }, locale)
                : href('ranking-modality-tournament', { rankingId: ranking.id, rankingModalityId, validId: valid.id }, locale);
            const day = valid.endDate ?? valid.startDate;
            return (
              <li key={valid.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4" data-testid="ranking-tournament" data-valid-id={valid.id}>
                <Link to={to} className="min-w-0 flex-1 font-semibold hover:underline">{valid.name}</Link>
                {day ? <span className="text-sm text-muted-foreground">{formatShortDate(day, locale)}</span> : null}
                {valid.points !== undefined ? (
                  <span className="w-full text-sm text-muted-foreground sm:w-auto">
                    {t('tournaments.summary', { points: valid.points, count: valid.people ?? 0 })}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </LoadState>
  );
}
