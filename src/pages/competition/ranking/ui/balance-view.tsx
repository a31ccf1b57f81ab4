import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RankingView } from '@domain/contract';
import { rankingQueries } from '@/entities/ranking';
import { PersonBalance } from '@/widgets/ranking-balance';
import { href, useLocale } from '@/shared/routes';
import { LoadState } from '@/shared/ui/load-state';
import type { RankingIds } from '../lib/route-ids';
import { personDetailRoute } from '@/widgets/ranking-table';

/** The balance a line belongs to: the person's every line in the table, this one marked. */
export function BalanceView({ ranking, ids }: { ranking: RankingView; ids: RankingIds }) {
  const { t } = useTranslation('ranking');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const line = useQuery({ ...rankingQueries.balance(ids.balanceId), enabled: ids.balanceId > 0 });
  const modality = ranking.rankingModalities.find((item) => item.id === ids.rankingModalityId);
  const personId = line.data?.personId ?? 0;
  return (
    <LoadState pending={line.isPending} failed={line.isError} onRetry={() => void line.refetch()} labels={{ loading: common('loading'), failed: t('balance.missing'), retry: common('actions.retry') }}>
      {line.data ? (
        <div className="flex flex-col gap-6">
          <p>
            <Link to={href(personDetailRoute(modality?.modalityId ?? 1), { personId }, locale)} className="font-semibold text-primary hover:underline">
              {t('balance.profile', { name: line.data.personName })}
            </Link>
          </p>
          <PersonBalance
            rankingModalityId={ids.rankingModalityId}
            personId={personId}
            highlightId={ids.balanceId}
            tournamentHref={(item) => href('ranking-modality-tournament', { rankingId: ranking.id, rankingModalityId: ids.rankingModalityId, validId: item.validId }, locale)}
            lineHref={(item) => href('ranking-balance', { rankingId: ranking.id, rankingModalityId: ids.rankingModalityId, validId: item.validId, balanceId: item.id }, locale)}
          />
        </div>
      ) : null}
    </LoadState>
  );
}
