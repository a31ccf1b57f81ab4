import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADDRESS_FIELDS } from '@domain/contract';
import { TextField } from '@/shared/ui/form-fields';
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

/** The address, every part optional; parts left empty are not sent. */
export function AddressFields() {
  const { t } = useTranslation('edit-person');
  const { control } = useFormContext<PersonValues>();
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-medium">{t('fields.address')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {ADDRESS_FIELDS.map((key) => (
          <TextField key={key} control={control} name={`address.${key}`} label={t(`addressParts.${key}`)} autoComplete={AUTOCOMPLETE[key]} />
        ))}
      </div>
    </fieldset>
  );
}
