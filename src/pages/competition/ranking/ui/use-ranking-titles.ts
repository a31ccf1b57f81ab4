import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RankingCategory, RankingView } from '@domain/contract';
import { rankingQueries } from '@/entities/ranking';
import type { RouteId } from '@/shared/routes';
import type { RankingIds } from '../lib/route-ids';

/** A table's label without the ranking's name in front ("Jugadores - Masculino - Sub 17"). */
export function tableLabel(ranking: Pick<RankingView, 'name'> | undefined, label: string | undefined): string | undefined {
  if (!label) return undefined;
  const prefix = ranking ? `${ranking.name} - ` : '';
  return prefix && label.startsWith(prefix) ? label.slice(prefix.length) : label;
}

/** The heading and the line above it for each screen of a ranking, from the records it shows. */
export function useRankingTitles(ranking: RankingView | undefined, categories: RankingCategory[] | undefined, ids: RankingIds) {
  const { t } = useTranslation('ranking');
  const table = tableLabel(ranking, categories?.find((category) => category.id === ids.rankingModalityId)?.label);
  const balance = useQuery({ ...rankingQueries.balance(ids.balanceId), enabled: ids.balanceId > 0 });
  const valid = useQuery({ ...rankingQueries.valids(ids.rankingId), enabled: ids.validId > 0 });
  const validName = valid.data?.find((item) => item.id === ids.validId)?.name ?? balance.data?.validName;
  const name = ranking?.name ?? t('loadingTitle');
  const titles: Partial<Record<RouteId, { title: string; eyebrow?: string | undefined }>> = {
    ranking: { title: name, eyebrow: t('eyebrow') },
    'ranking-tournaments': { title: t('titles.tournaments'), eyebrow: name },
    'ranking-modality': { title: table ?? name, eyebrow: name },
    'ranking-modality-tournaments': { title: t('titles.modalityTournaments'), eyebrow: table ? `${name} · ${table}` : name },
    'ranking-modality-tournament': { title: validName ?? t('titles.modalityTournament'), eyebrow: table ? `${name} · ${table}` : name },
    'ranking-balance': { title: balance.data?.personName ?? t('titles.balance'), eyebrow: table ? `${name} · ${table}` : name },
  };
  return {
    title: (id: RouteId) => titles[id]?.title ?? name,
    eyebrow: (id: RouteId) => titles[id]?.eyebrow,
  };
}
