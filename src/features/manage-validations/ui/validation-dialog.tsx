import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { ValidationInput, type Validation } from '@domain/contract';
import { applyServerErrors, errorMessageOf } from '@/shared/lib/form-errors';
import { Form } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/form-dialog';
import { TextField } from '@/shared/ui/form-fields';
import { toast } from '@/shared/ui/toaster';
import { useSaveValidation } from '../api/validations';

type Values = v.InferInput<typeof ValidationInput>;
const FIELDS = ['name', 'description', 'validFrom', 'validUntil'] as const;

/** Defines (or changes) a validation players can hold: a name and, optionally, the period it covers. */
export function ValidationDialog({ validation, trigger }: { validation?: Validation; trigger: ReactNode }) {
  const { t } = useTranslation('manage-validations');
  const { t: common } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const save = useSaveValidation(validation?.id ?? null);
  const defaults: Values = {
    name: validation?.name ?? '',
    description: validation?.description ?? '',
    validFrom: validation?.validFrom ?? null,
    validUntil: validation?.validUntil ?? null,
    ...(validation ? { version: validation.version } : {}),
  };
  const form = useForm<Values, unknown, v.InferOutput<typeof ValidationInput>>({ resolver: valibotResolver(ValidationInput), defaultValues: defaults });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, validFrom: values.validFrom || null, validUntil: values.validUntil || null });
      toast.success(validation ? common('actions.saved') : t('created', { name: values.name }));
      setOpen(false);
    } catch (error) {
      if (applyServerErrors(form.setError, error, FIELDS) === 0) toast.error(errorMessageOf(error, common('actions.saveFailed')));
    }
  });
  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) form.reset(defaults);
        }}
        trigger={trigger}
        title={validation ? t('editTitle') : t('createTitle')}
        description={t('description')}
        onSubmit={() => void submit()}
        saving={save.isPending}
        dirty={form.formState.isDirty}
        labels={{ save: common('actions.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="validation-form"
      >
        <TextField control={form.control} name="name" label={t('fields.name')} autoComplete="off" />
        <TextField control={form.control} name="description" label={t('fields.description')} multiline />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="validFrom" label={t('fields.validFrom')} placeholder="2026-01-01" />
          <TextField control={form.control} name="validUntil" label={t('fields.validUntil')} placeholder="2026-12-31" />
        </div>
      </FormDialog>
    </Form>
  );
}
