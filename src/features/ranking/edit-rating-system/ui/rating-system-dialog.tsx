import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { RANKING_UPDATE_MOMENTS } from '@domain/catalog';
import { RatingSystemInput, type RatingSystemView } from '@domain/contract';
import { useDialogForm } from '@/shared/lib/dialog-form';
import { useLocale } from '@/shared/routes';
import { Form } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/form-dialog';
import { ChoiceField, NumberField, TextField } from '@/shared/ui/form-fields';
import { Label } from '@/shared/ui/label';
import { NativeSelect } from '@/shared/ui/native-select';
import { useSaveRatingSystem } from '../api/rating-system.mutations';
import { PointsPreview } from './points-preview';
import { defaultsOf, type RatingValues } from './rating-values';
import { RuleRows } from './rule-rows';

const FIELDS = ['name', 'updateMomentId', 'positions', 'phases', 'perMatchWon', 'coach'] as const;

/** Creates a rating system, or changes its owner's one, with a live preview of a sample result's points. */
export function RatingSystemDialog({ system, trigger }: { system?: RatingSystemView; trigger: ReactNode }) {
  const { t } = useTranslation('edit-rating-system');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const save = useSaveRatingSystem(system?.id ?? null);
  const defaults = defaultsOf(system);
  const form = useForm<RatingValues, unknown, RatingSystemInput>({ resolver: valibotResolver(RatingSystemInput), defaultValues: defaults });
  const coach = useWatch({ control: form.control, name: 'coach' });
  const { open, toggle, submit } = useDialogForm({
    form,
    defaults,
    fields: FIELDS,
    save: (values) => save.mutateAsync(values),
    successText: (_saved, values) => (system ? common('actions.saved') : t('created', { name: values.name })),
    failureText: common('actions.saveFailed'),
  });
  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={toggle}
        trigger={trigger}
        title={system ? t('editTitle') : t('createTitle')}
        description={t('description')}
        onSubmit={() => void submit()}
        saving={save.isPending}
        dirty={form.formState.isDirty}
        labels={{ save: common('actions.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="rating-system-form"
      >
        <TextField control={form.control} name="name" label={t('fields.name')} autoComplete="off" />
        <ChoiceField control={form.control} name="updateMomentId" label={t('fields.updateMoment')} description={t('fields.updateMomentHint')} choices={RANKING_UPDATE_MOMENTS.map((moment) => ({ value: moment.id, label: moment.label[locale] }))} />
        <RuleRows form={form} kind="positions" />
        <RuleRows form={form} kind="phases" />
        <NumberField control={form.control} name="perMatchWon" label={t('fields.perMatchWon')} min={0} inputMode="numeric" />
        <div className="flex flex-col gap-2">
          <Label htmlFor="coach-kind">{t('fields.coach')}</Label>
          <NativeSelect
            id="coach-kind"
            value={coach?.kind ?? 'summation'}
            onChange={(event) =>
              form.setValue('coach', event.target.value === 'top-athletes' ? { kind: 'top-athletes', topPositions: 3, pointsPerAthlete: 10 } : { kind: 'summation' }, { shouldDirty: true })
            }
          >
            <option value="summation">{t('coach.summation')}</option>
            <option value="top-athletes">{t('coach.topAthletes')}</option>
          </NativeSelect>
        </div>
        {coach?.kind === 'top-athletes' ? (
          <div className="grid grid-cols-2 gap-2">
            <NumberField control={form.control} name="coach.topPositions" label={t('coach.topPositions')} min={1} inputMode="numeric" />
            <NumberField control={form.control} name="coach.pointsPerAthlete" label={t('coach.pointsPerAthlete')} min={0} inputMode="numeric" />
          </div>
        ) : null}
        <PointsPreview control={form.control} />
      </FormDialog>
    </Form>
  );
}
