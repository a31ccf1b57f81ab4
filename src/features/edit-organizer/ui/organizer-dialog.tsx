import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { OrganizerInput, type Organizer } from '@domain/contract';
import { ImageField } from '@/entities/reference';
import { useDialogForm } from '@/shared/lib/dialog-form';
import { slugify } from '@/shared/lib/text';
import { Form } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/form-dialog';
import { TextField } from '@/shared/ui/form-fields';
import { useSaveOrganizer } from '../api/organizer-mutations';

type Values = v.InferInput<typeof OrganizerInput>;
const FIELDS = ['name', 'slug', 'description', 'logo'] as const;

/** The account's public organiser profile: name, address (slug), description and logo. */
export function OrganizerDialog({ organizer, trigger, onSaved }: { organizer?: Organizer; trigger: ReactNode; onSaved?: (organizer: Organizer) => void }) {
  const { t } = useTranslation('edit-organizer');
  const { t: common } = useTranslation('common');
  const save = useSaveOrganizer(organizer?.id ?? null);
  const defaults: Values = {
    name: organizer?.name ?? '',
    slug: organizer?.slug ?? '',
    description: organizer?.description ?? '',
    logo: organizer?.logo ?? null,
    ...(organizer ? { version: organizer.version } : {}),
  };
  const form = useForm<Values, unknown, v.InferOutput<typeof OrganizerInput>>({ resolver: valibotResolver(OrganizerInput), defaultValues: defaults });

  const { open, toggle, submit } = useDialogForm({
    form,
    defaults,
    fields: FIELDS,
    save: (values) => save.mutateAsync(values),
    successText: () => (organizer ? common('actions.saved') : t('created')),
    failureText: common('actions.saveFailed'),
    onSaved,
  });

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={toggle}
        trigger={trigger}
        title={organizer ? t('editTitle') : t('createTitle')}
        description={t('description')}
        onSubmit={() => void submit()}
        saving={save.isPending}
        dirty={form.formState.isDirty}
        labels={{ save: common('actions.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="organizer-form"
      >
        <TextField
          control={form.control}
          name="name"
          label={t('fields.name')}
          onInput={(event) => {
            if (!form.getFieldState('slug').isDirty && !organizer) form.setValue('slug', slugify(event.currentTarget.value));
          }}
        />
        <TextField control={form.control} name="slug" label={t('fields.slug')} description={t('slugHint')} autoComplete="off" />
        <TextField control={form.control} name="description" label={t('fields.description')} multiline />
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('fields.logo')}</legend>
          <Controller control={form.control} name="logo" render={({ field }) => <ImageField value={field.value ?? null} onChange={field.onChange} label={t('logoLabel')} />} />
        </fieldset>
      </FormDialog>
    </Form>
  );
}
