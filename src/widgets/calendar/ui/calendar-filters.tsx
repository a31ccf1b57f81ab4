import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterPanel, SelectFilter } from '@/shared/ui/list-filters';

interface Option {
  id: number;
  name: string;
}

interface FilterProps {
  label: string;
  all: string;
  options: Option[];
  value: number | undefined;
  onChange: (id: string | null) => void;
  testId: string;
}

function Filter({ label, all, options, value, onChange, testId }: FilterProps) {
  const id = useId();
  // On a phone each filter takes the row: two side by side cut their chosen text ("Todos los tornec").
  return <SelectFilter id={id} label={label} anyLabel={all} value={value} options={options} onChange={(chosen) => onChange(chosen || null)} className="w-full sm:w-auto sm:min-w-40 sm:flex-1 sm:max-w-64" testId={testId} />;
}

interface CalendarFiltersProps {
  places: Option[];
  phases: Option[];
  tournaments: Option[];
  values: { placeId: number | undefined; phaseId: number | undefined; validId: number | undefined };
  onChange: (changes: Partial<Record<'place' | 'phase' | 'tournament', string | null>>) => void;
}

/** Narrows a calendar to a place, a phase or a tournament; each choice goes into the address. */
export function CalendarFilters({ places, phases, tournaments, values, onChange }: CalendarFiltersProps) {
  const { t } = useTranslation('calendar');
  if (places.length < 2 && phases.length < 2 && tournaments.length < 2) return null;
  return (
    <FilterPanel label={t('filters.label')} active={[values.validId, values.phaseId, values.placeId].filter((value) => value !== undefined).length} className="mb-4">
      <div className="flex flex-wrap gap-3" role="group" aria-label={t('filters.label')}>
        {tournaments.length > 1 ? <Filter label={t('filters.tournament')} all={t('filters.allTournaments')} options={tournaments} value={values.validId} onChange={(id) => onChange({ tournament: id })} testId="calendar-filter-tournament" /> : null}
        {phases.length > 1 ? <Filter label={t('filters.phase')} all={t('filters.allPhases')} options={phases} value={values.phaseId} onChange={(id) => onChange({ phase: id })} testId="calendar-filter-phase" /> : null}
        {places.length > 1 ? <Filter label={t('filters.place')} all={t('filters.allPlaces')} options={places} value={values.placeId} onChange={(id) => onChange({ place: id })} testId="calendar-filter-place" /> : null}
      </div>
    </FilterPanel>
  );
}
