import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoryQueries } from '@/entities/category';
import { rankingQueries } from '@/entities/ranking';
import { useCommunityId } from '@/entities/reference';
import { divisionChoices } from '../model/configuration-values';
import { ConfigurationDialog } from './configuration-dialog';

interface TableConfigurationProps {
  rankingId: number;
  rankingModalityId: number;
  personId: number;
  tableLabel: string;
}

/** For the ranking's owner: where the person stands in one of its tables, and the way to change it. */
export function TableConfiguration({ rankingId, rankingModalityId, personId, tableLabel }: TableConfigurationProps) {
  const { t } = useTranslation('ranking-configuration');
  const communityId = useCommunityId();
  const ranking = useQuery(rankingQueries.detail(rankingId)).data;
  const configurations = useQuery(rankingQueries.configurations(personId));
  const ladders = useQuery({ ...rankingQueries.levelGroups(communityId), enabled: Boolean(ranking?.levelGroupId) }).data?.items;
  const levels = useQuery({ ...categoryQueries.list('level', communityId), enabled: ranking !== undefined && ranking.levelGroupId === null }).data?.items ?? [];
  if (!ranking || configurations.isPending) return null;
  const current = configurations.data?.find((row) => row.rankingModalityId === rankingModalityId);
  const divisions = divisionChoices(ladders?.find((ladder) => ladder.id === ranking.levelGroupId), levels);
  const division = divisions.find((choice) => choice.value === current?.levelCategoryId)?.label;
  const summary = current?.excluded ? t('summary.excluded') : division ? t('summary.division', { division }) : t('summary.none');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3" data-testid="table-configuration">
      <p className="text-sm" data-testid="table-configuration-summary">{summary}</p>
      <ConfigurationDialog at={{ rankingModalityId, personId }} current={current} divisions={divisions} tableLabel={tableLabel} />
    </div>
  );
}
