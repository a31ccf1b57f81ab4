import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { PlaceInput, type Place } from '@domain/contract';
import { useDialogForm } from '@/shared/lib/dialog-form';
import { Form } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/form-dialog';
import { TextField } from '@/shared/ui/form-fields';
import { useSavePlace } from '../api/place-mutations';
import { PLACE_FIELDS, placeDefaults, type PlaceValues } from '../lib/place-values';
import { LocationFields } from './location-fields';

/** Creates or changes a place: name, address, country, state, city and coordinates. */
export function PlaceDialog({ place, trigger }: { place?: Place; trigger: ReactNode }) {
  const { t } = useTranslation('edit-place');
  const { t: common } = useTranslation('common');
  const save = useSavePlace(place?.id ?? null);
  const defaults = placeDefaults(place);
  const form = useForm<PlaceValues, unknown, v.InferOutput<typeof PlaceInput>>({ resolver: valibotResolver(PlaceInput), defaultValues: defaults });

  const { open, toggle, submit } = useDialogForm({
    form,
    defaults,
    fields: PLACE_FIELDS,
    save: (values) => save.mutateAsync(values),
    successText: (_saved, values) => (place ? common('actions.saved') : t('created', { name: values.name })),
    failureText: common('actions.saveFailed'),
  });

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={toggle}
        trigger={trigger}
        title={place ? t('editTitle') : t('createTitle')}
        description={t('description')}
        onSubmit={() => void submit()}
        saving={save.isPending}
        dirty={form.formState.isDirty}
        labels={{ save: common('actions.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="place-form"
        wide
      >
        <TextField control={form.control} name="name" label={t('fields.name')} autoComplete="off" />
        <TextField control={form.control} name="address" label={t('fields.address')} autoComplete="street-address" />
        <LocationFields />
      </FormDialog>
    </Form>
  );
}
