import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADDRESS_FIELDS } from '@domain/contract';
import { referenceQueries, useCountries } from '@/entities/reference';
import { normalizeForSearch } from '@/shared/lib/text';
import { ComboboxField, TextField } from '@/shared/ui/form-fields';
import type { PersonValues } from '../lib/person-values';

const AUTOCOMPLETE: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  street: 'address-line1',
  number: 'address-line2',
  neighborhood: 'address-level3',
  city: 'address-level2',
  state: 'address-level1',
  country: 'country-name',
  postalCode: 'postal-code',
};

const same = (a: string, b: string | null | undefined) => normalizeForSearch(a) === normalizeForSearch(b ?? '');

/**
 * The address, every part optional; parts left empty are not sent. Country, state and city offer the dataset's
 * names as you type (ignoring case and accents) and keep what was typed when it is not there.
 */
export function AddressFields() {
  const { t } = useTranslation('edit-person');
  const { t: common } = useTranslation('common');
  const { control } = useFormContext<PersonValues>();
  const [countryName, stateName] = useWatch({ control, name: ['address.country', 'address.state'] });
  const countries = useCountries();
  const country = countries.find((item) => same(item.name, countryName));
  const states = useQuery({ ...referenceQueries.states(country?.id ?? ''), enabled: Boolean(country) }).data ?? [];
  const state = states.find((item) => same(item.name, stateName));
  const cities = useQuery({ ...referenceQueries.cities(country?.id ?? '', state?.id ?? ''), enabled: Boolean(country && state) }).data ?? [];
  const choices = {
    country: countries.map((item) => ({ value: item.name, label: item.name, prefix: item.flag })),
    state: states.map((item) => ({ value: item.name, label: item.name })),
    city: cities.map((item) => ({ value: item.name, label: item.name })),
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-medium">{t('fields.address')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {ADDRESS_FIELDS.map((key) =>
          key === 'country' || key === 'state' || key === 'city' ? (
            <ComboboxField
              key={key}
              control={control}
              name={`address.${key}`}
              label={t(`addressParts.${key}`)}
              options={choices[key]}
              emptyText={common('actions.noMatches')}
              allowCustom
              testId={`address-${key}`}
            />
          ) : (
            <TextField key={key} control={control} name={`address.${key}`} label={t(`addressParts.${key}`)} autoComplete={AUTOCOMPLETE[key]} />
          ),
        )}
      </div>
    </fieldset>
  );
}
