import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { rankingQueries } from '@/entities/ranking';
import { StandingsTable } from '@/widgets/ranking-table';
import { href, useLocale } from '@/shared/routes';
import { LoadState } from '@/shared/ui/load-state';
import { useEmbedOptions } from '../model/use-embed-options';
import { useLoadLabels } from '../model/use-load-labels';
import { missingRecord } from '../model/missing';
import { EmbedEmpty } from './embed-empty';
import { EmbedFrame } from './embed-frame';

/** A ranking table changes when a tournament that feeds it finishes: an open embed reads it again now and then. */
const REFRESH_MS = 60_000;

/** The first rows of a ranking table (10 compact, 25 otherwise) for another website. */
export function EmbedRankingPage() {
  const { t } = useTranslation('embed');
  const locale = useLocale();
  const labels = useLoadLabels();
  const options = useEmbedOptions();
  const params = useParams();
  const rankingId = Number(params.rankingId);
  const rankingModalityId = Number(params.rankingModalityId);
  const ranking = useQuery(rankingQueries.detail(rankingId));
  const categories = useQuery(rankingQueries.categories(rankingId, locale));
  const modality = ranking.data?.rankingModalities.find((item) => item.id === rankingModalityId);
  const table = useQuery({ ...rankingQueries.table(rankingModalityId, { page: 0, size: options.compact ? 10 : 25 }), enabled: Boolean(modality), refetchInterval: REFRESH_MS });
  if (ranking.data && !modality) throw missingRecord();
  const label = categories.data?.find((category) => category.id === rankingModalityId)?.label;
  const name = ranking.data?.name ?? '';
  const title = label && label !== name ? label.replace(`${name} - `, '') : name;
  const rows = table.data?.items ?? [];
  return (
    <EmbedFrame routeId="embed-ranking" title={title} eyebrow={name} source={href('ranking-modality', { rankingId, rankingModalityId }, locale)}>
      <LoadState pending={ranking.isPending || (Boolean(modality) && table.isPending)} failed={ranking.isError || table.isError} onRetry={() => void table.refetch()} labels={labels}>
        {rows.length > 0 && modality ? (
          <StandingsTable rows={rows} rankingId={rankingId} rankingName={name} rankingModalityId={rankingModalityId} modalityId={modality.modalityId} busy={table.isFetching} linksInNewTab />
        ) : (
          <EmbedEmpty text={t('ranking.none')} />
        )}
      </LoadState>
    </EmbedFrame>
  );
}
