import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocateFixedIcon } from 'lucide-react';
import { referenceQueries, useCountries, userLocationQuery } from '@/entities/reference';
import { Button } from '@/shared/ui/button';
import { ComboboxField, NumberField } from '@/shared/ui/form-fields';
import type { PlaceValues } from '../lib/place-values';

/** Country and state from the dataset, a city with the state's cities as suggestions, and coordinates. */
export function LocationFields() {
  const { t } = useTranslation('edit-place');
  const { t: common } = useTranslation('common');
  const form = useFormContext<PlaceValues>();
  const client = useQueryClient();
  const [locating, setLocating] = useState(false);
  const [countryCode, stateCode] = useWatch({ control: form.control, name: ['countryCode', 'stateCode'] });
  const countries = useCountries();
  const stateQuery = useQuery({ ...referenceQueries.states(countryCode ?? ''), enabled: Boolean(countryCode) });
  // A state of another country is dropped when the country changes.
  useEffect(() => {
    if (stateQuery.data && stateCode && !stateQuery.data.some((state) => state.id === stateCode)) form.setValue('stateCode', null);
  }, [stateQuery.data, stateCode, form]);
  const cities = useQuery({ ...referenceQueries.cities(countryCode ?? '', stateCode ?? ''), enabled: Boolean(countryCode && stateCode) }).data ?? [];

  /** Fills the coordinates (and the nearest city, when known) from where the user is. */
  async function fillFromMyLocation() {
    setLocating(true);
    const location = await client.fetchQuery(userLocationQuery()).catch(() => null);
    setLocating(false);
    if (!location) return form.setError('latitude', { message: t('noLocation') });
    form.setValue('latitude', Number(location.latitude.toFixed(6)), { shouldDirty: true });
    form.setValue('longitude', Number(location.longitude.toFixed(6)), { shouldDirty: true });
    if (location.city) {
      form.setValue('countryCode', location.city.countryId, { shouldDirty: true });
      form.setValue('stateCode', location.city.stateId, { shouldDirty: true });
      if (!form.getValues('city')) form.setValue('city', location.city.name, { shouldDirty: true });
    }
  }

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <ComboboxField
          control={form.control}
          name="countryCode"
          label={t('fields.country')}
          options={countries.map((country) => ({ value: country.id, label: country.name, prefix: country.flag }))}
          emptyText={common('actions.noMatches')}
          testId="place-country"
        />
        <ComboboxField
          control={form.control}
          name="stateCode"
          label={t('fields.state')}
          options={(stateQuery.data ?? []).map((state) => ({ value: state.id, label: state.name }))}
          emptyText={countryCode ? common('actions.noMatches') : t('chooseCountryFirst')}
          testId="place-state"
        />
      </div>
      <ComboboxField
        control={form.control}
        name="city"
        label={t('fields.city')}
        options={cities.map((city) => ({ value: city.name, label: city.name }))}
        emptyText={t('cityNotListed')}
        allowCustom
        testId="place-city"
      />
      <div className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]">
        <NumberField control={form.control} name="latitude" label={t('fields.latitude')} step="any" />
        <NumberField control={form.control} name="longitude" label={t('fields.longitude')} step="any" />
        <Button type="button" variant="outline" loading={locating} onClick={() => void fillFromMyLocation()} className="mb-0.5">
          <LocateFixedIcon aria-hidden="true" />
          {t('useMyLocation')}
        </Button>
      </div>
    </>
  );
}
