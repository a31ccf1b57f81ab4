import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type * as v from 'valibot';
import { ClubInput, type Club } from '@domain/contract';
import { useSportOptions } from '@/entities/community';
import { organizerQueries } from '@/entities/organizer';
import { $accountId } from '@/entities/session';
import { ImageField, useCommunityId, usePlaceOptions } from '@/entities/reference';
import { useDialogForm } from '@/shared/lib/dialog-form';
import { Form } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/form-dialog';
import { SelectField, TextField } from '@/shared/ui/form-fields';
import { useSaveClub } from '../api/club-mutations';
import { CLUB_FIELDS, clubDefaults, type ClubValues } from '../lib/club-values';

/** Creates or changes a club: its sport (only the space's sport when it has one), organiser (one the account runs), place and logo. */
export function ClubDialog({ club, trigger, onSaved }: { club?: Club; trigger: ReactNode; onSaved?: (club: Club) => void }) {
  const { t } = useTranslation('edit-club');
  const { t: common } = useTranslation('common');
  const sports = useSportOptions();
  const places = usePlaceOptions();
  const accountId = useUnit($accountId);
  // Only organisers the account runs (and the one the club already has): another account's organiser adds its clubs itself.
  const organizers = (useQuery(organizerQueries.list(useCommunityId())).data?.items ?? []).filter(
    (item) => item.accountId === accountId || item.createdByAccountId === accountId || item.id === club?.organizerId,
  );
  const save = useSaveClub(club?.id ?? null);
  const defaults = clubDefaults(club, sports.length === 1 ? (sports[0]?.value ?? null) : null);
  const form = useForm<ClubValues, unknown, v.InferOutput<typeof ClubInput>>({ resolver: valibotResolver(ClubInput), defaultValues: defaults });

  const { open, toggle, submit } = useDialogForm({
    form,
    defaults,
    fields: CLUB_FIELDS,
    save: (values) => save.mutateAsync(values),
    successText: (saved) => (club ? common('actions.saved') : t('created', { name: saved.name })),
    failureText: common('actions.saveFailed'),
    onSaved,
  });

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={toggle}
        trigger={trigger}
        title={club ? t('editTitle') : t('createTitle')}
        description={t('description')}
        onSubmit={() => void submit()}
        saving={save.isPending}
        dirty={form.formState.isDirty}
        labels={{ save: common('actions.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="club-form"
        wide
      >
        <TextField control={form.control} name="name" label={t('fields.name')} autoComplete="off" />
        <SelectField control={form.control} name="sportId" label={t('fields.sport')} placeholder={t('chooseSport')} choices={sports} testId="club-sport" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField control={form.control} name="organizerId" label={t('fields.organizer')} emptyLabel={common('actions.none')} choices={organizers.map((item) => ({ value: item.id, label: item.name }))} />
          <SelectField control={form.control} name="placeId" label={t('fields.place')} emptyLabel={common('actions.none')} choices={places.map((item) => ({ value: item.id, label: item.name }))} />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('fields.logo')}</legend>
          <Controller control={form.control} name="logo" render={({ field }) => <ImageField value={field.value ?? null} onChange={field.onChange} label={t('logoLabel')} />} />
        </fieldset>
      </FormDialog>
    </Form>
  );
}
