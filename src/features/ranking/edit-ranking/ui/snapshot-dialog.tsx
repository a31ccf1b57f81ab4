import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { SnapshotInput, type RankingView } from '@domain/contract';
import { useDialogForm } from '@/shared/lib/dialog-form';
import { todayIso } from '@/shared/lib/dates';
import { FormDialog } from '@/shared/ui/form-dialog';
import { DateField } from '@/shared/ui/form-fields';
import { Form } from '@/shared/ui/form';
import { useTakeSnapshot } from '../api/ranking.mutations';

type Values = v.InferInput<typeof SnapshotInput>;
const FIELDS = ['takenOn'] as const;

/**
 * Freezes every table of a ranking on a day (today unless another is chosen): positions, points and ages that day.
 * On a reclassification ranking it also moves people between divisions.
 */
export function SnapshotDialog({ ranking, trigger }: { ranking: RankingView; trigger: ReactNode }) {
  const { t } = useTranslation('edit-ranking');
  const { t: common } = useTranslation('common');
  const take = useTakeSnapshot();
  const defaults: Values = { rankingId: ranking.id, takenOn: todayIso() };
  const form = useForm<Values, unknown, v.InferOutput<typeof SnapshotInput>>({ resolver: valibotResolver(SnapshotInput), defaultValues: defaults });
  const { open, toggle, submit } = useDialogForm({
    form,
    defaults,
    fields: FIELDS,
    save: (values) => take.mutateAsync(values),
    successText: (saved) => t('snapshot.taken', { date: saved.takenOn }),
    failureText: common('actions.saveFailed'),
  });
  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={toggle}
        trigger={trigger}
        title={t('snapshot.title', { name: ranking.name })}
        description={ranking.cutPoint.typeId === 5 ? t('snapshot.descriptionDivisions') : t('snapshot.description')}
        onSubmit={() => void submit()}
        saving={take.isPending}
        dirty={form.formState.isDirty}
        labels={{ save: t('snapshot.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="snapshot-form"
      >
        <DateField control={form.control} name="takenOn" label={t('snapshot.day')} />
      </FormDialog>
    </Form>
  );
}
