import { useTranslation } from 'react-i18next';
import { STATUS_ID_VALUES, VALID_LIST_SORTS } from '@domain/contract';
import { statusFullLabel } from '@domain/machines';
import { usePlaceOptions } from '@/entities/reference';
import { useLocale } from '@/shared/routes';
import { DateFilter, SearchFilter, SelectFilter, SortFilter } from '@/shared/ui/list-filters';
import type { ListParams } from '../lib/list-params';

interface TournamentFiltersProps {
  params: ListParams;
  seasons: ReadonlyArray<{ id: number; name: string }>;
  onChange: (name: 'q' | 'status' | 'season' | 'place' | 'from' | 'to' | 'sort', value: string | undefined) => void;
}

/** The list's name search, status, season, venue, date range and order, each kept in the address. */
export function TournamentFilters({ params, seasons, onChange }: TournamentFiltersProps) {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const places = usePlaceOptions();
  const statusOptions = STATUS_ID_VALUES.map((id) => ({ id, name: statusFullLabel(id, locale) }));
  const sortOptions = VALID_LIST_SORTS.map((id) => ({ id, name: t(`list.sorts.${id}`) }));
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="tournament-filters">
      <SearchFilter id="tournament-search" label={t('list.search')} defaultValue={params.q} onChange={(value) => onChange('q', value)} />
      <SelectFilter id="tournament-status" label={t('list.status')} anyLabel={t('list.anyStatus')} value={params.statusId} options={statusOptions} onChange={(value) => onChange('status', value)} />
      <SelectFilter id="tournament-season" label={t('list.season')} anyLabel={t('list.anySeason')} value={params.seasonId} options={seasons} onChange={(value) => onChange('season', value)} />
      <SelectFilter id="tournament-place" label={t('list.place')} anyLabel={t('list.anyPlace')} value={params.placeId} options={places} onChange={(value) => onChange('place', value)} />
      <DateFilter id="tournament-from" label={t('list.from')} value={params.from ?? ''} max={params.to} onChange={(value) => onChange('from', value)} />
      <DateFilter id="tournament-to" label={t('list.to')} value={params.to ?? ''} min={params.from} onChange={(value) => onChange('to', value)} />
      <SortFilter id="tournament-sort" label={t('list.sort')} value={params.sort} options={sortOptions} onChange={(value) => onChange('sort', value === '-startDate' ? undefined : value)} />
    </div>
  );
}
