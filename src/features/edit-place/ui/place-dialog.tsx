import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { PlaceInput, type Place } from '@domain/contract';
import { applyServerErrors, errorMessageOf } from '@/shared/lib/form-errors';
import { Form } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/form-dialog';
import { TextField } from '@/shared/ui/form-fields';
import { toast } from '@/shared/ui/toaster';
import { useSavePlace } from '../api/place-mutations';
import { PLACE_FIELDS, placeDefaults, type PlaceValues } from '../lib/place-values';
import { LocationFields } from './location-fields';

/** Creates or changes a place: name, address, country, state, city and coordinates. */
export function PlaceDialog({ place, trigger }: { place?: Place; trigger: ReactNode }) {
  const { t } = useTranslation('edit-place');
  const { t: common } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const save = useSavePlace(place?.id ?? null);
  const defaults = placeDefaults(place);
  const form = useForm<PlaceValues, unknown, v.InferOutput<typeof PlaceInput>>({ resolver: valibotResolver(PlaceInput), defaultValues: defaults });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(place ? common('actions.saved') : t('created', { name: values.name }));
      setOpen(false);
    } catch (error) {
      if (applyServerErrors(form.setError, error, PLACE_FIELDS) === 0) toast.error(errorMessageOf(error, common('actions.saveFailed')));
    }
  });

  function toggle(next: boolean) {
    setOpen(next);
    if (next) form.reset(defaults);
  }

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
