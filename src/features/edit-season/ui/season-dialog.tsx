import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { SeasonInput, type Season } from '@domain/contract';
import { useDialogForm } from '@/shared/lib/dialog-form';
import { FormDialog } from '@/shared/ui/form-dialog';
import { DateField, TextField } from '@/shared/ui/form-fields';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/shared/ui/form';
import { Input } from '@/shared/ui/input';
import { useSaveSeason } from '../api/season-mutations';

type Values = v.InferInput<typeof SeasonInput>;
const FIELDS = ['name', 'startDate', 'endDate', 'carryOverPercent'] as const;

/** Creates a season, or changes one when given; dates are typed in the page's language or picked. */
export function SeasonDialog({ season, trigger }: { season?: Season; trigger: ReactNode }) {
  const { t } = useTranslation('edit-season');
  const { t: common } = useTranslation('common');
  const save = useSaveSeason(season?.id ?? null);
  const defaults: Values = {
    name: season?.name ?? '',
    startDate: season?.startDate ?? '',
    endDate: season?.endDate ?? '',
    carryOverPercent: season?.carryOverPercent ?? 0,
    ...(season ? { version: season.version } : {}),
  };
  const form = useForm<Values, unknown, v.InferOutput<typeof SeasonInput>>({ resolver: valibotResolver(SeasonInput), defaultValues: defaults });

  const { open, toggle, submit } = useDialogForm({
    form,
    defaults,
    fields: FIELDS,
    save: (values) => save.mutateAsync(values),
    successText: (_saved, values) => (season ? common('actions.saved') : t('created', { name: values.name })),
    failureText: common('actions.saveFailed'),
  });

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={toggle}
        trigger={trigger}
        title={season ? t('editTitle') : t('createTitle')}
        description={t('description')}
        onSubmit={() => void submit()}
        saving={save.isPending}
        dirty={form.formState.isDirty}
        labels={{ save: common('actions.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="season-form"
      >
        <TextField control={form.control} name="name" label={t('fields.name')} autoComplete="off" />
        <DateField control={form.control} name="startDate" label={t('fields.startDate')} />
        <DateField control={form.control} name="endDate" label={t('fields.endDate')} />
        <FormField
          control={form.control}
          name="carryOverPercent"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('fields.carryOverPercent')}</FormLabel>
              <FormControl>
                <Input type="number" min={0} max={100} inputMode="numeric" name={field.name} ref={field.ref} onBlur={field.onBlur} value={String(field.value ?? '')} onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))} />
              </FormControl>
              <FormDescription>{t('carryOverHint')}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      </FormDialog>
    </Form>
  );
}
