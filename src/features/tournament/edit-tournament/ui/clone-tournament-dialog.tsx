import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from 'lucide-react';
import type * as v from 'valibot';
import { VALID_NAME_MAX, ValidCloneInput, type ValidDetail } from '@domain/contract';
import { useDialogForm } from '@/shared/lib/dialog-form';
import { href, tabSlug, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { Form } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/form-dialog';
import { DateField, TextField } from '@/shared/ui/form-fields';
import { useCloneTournament } from '../api/edit-tournament.mutations';
import { cloneDefaultsOf } from '../model/clone-values';

type Values = v.InferInput<typeof ValidCloneInput>;
const FIELDS = ['name', 'startDate', 'endDate', 'inscriptionEnd'] as const;

/** "The same as last year": a new name and dates, everything else copied by the server; then the new tournament opens. */
export function CloneTournamentDialog({ tournament }: { tournament: ValidDetail }) {
  const { t } = useTranslation('edit-tournament');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const navigate = useNavigate();
  const clone = useCloneTournament(tournament.id);
  const defaults: Values = cloneDefaultsOf(tournament);
  const form = useForm<Values, unknown, v.InferOutput<typeof ValidCloneInput>>({ resolver: valibotResolver(ValidCloneInput), defaultValues: defaults });
  const { open, toggle, submit } = useDialogForm({
    form,
    defaults,
    fields: FIELDS,
    save: (values) => clone.mutateAsync(values),
    successText: (saved) => t('clone.done', { name: saved.name }),
    failureText: common('actions.saveFailed'),
    onSaved: (saved) => void navigate(href('tournament-detail', { validId: saved.id, selectedTab: tabSlug('tournament', 'phases', locale) }, locale)),
  });
  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={toggle}
        trigger={
          <Button variant="outline" data-testid="clone-tournament">
            <CopyIcon aria-hidden="true" />
            {t('clone.action')}
          </Button>
        }
        title={t('clone.title', { name: tournament.name })}
        description={t('clone.description')}
        onSubmit={() => void submit()}
        saving={clone.isPending}
        dirty={form.formState.isDirty}
        labels={{ save: t('clone.confirm'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="clone-tournament-form"
      >
        <TextField control={form.control} name="name" label={t('fields.name')} autoComplete="off" maxChars={VALID_NAME_MAX} />
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField control={form.control} name="startDate" label={t('fields.startDate')} />
          <DateField control={form.control} name="endDate" label={t('fields.endDate')} />
          <DateField control={form.control} name="inscriptionEnd" label={t('fields.inscriptionEnd')} description={t('clone.inscriptionHint')} empty={null} />
        </div>
      </FormDialog>
    </Form>
  );
}
