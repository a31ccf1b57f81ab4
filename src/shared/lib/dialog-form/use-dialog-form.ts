import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from '@/shared/api';
import { toast } from '@/shared/ui/toaster';
import { applyServerErrors, errorMessageOf } from '../form-errors';

export interface DialogFormOptions<TForm extends FieldValues, TOutput, TSaved> {
  form: UseFormReturn<TForm, unknown, TOutput>;
  /** The values the form starts from each time the dialog opens. */
  defaults: TForm;
  /** Form fields that may receive the server's field errors. */
  fields: readonly string[];
  save: (values: TOutput) => Promise<TSaved>;
  successText: (saved: TSaved, values: TOutput) => string;
  failureText: string;
  onSaved?: ((saved: TSaved) => void) | undefined;
  /** Someone saved the record since it was read (409): the dialog says so in place instead of a notification. */
  onStale?: (() => void) | undefined;
}

/**
 * The life of a create/edit dialog: it opens on fresh values; saving closes it with a success notification;
 * a refusal puts the server's field errors on their fields, or says it once in a notification.
 */
export function useDialogForm<TForm extends FieldValues, TOutput, TSaved>(options: DialogFormOptions<TForm, TOutput, TSaved>) {
  const { form } = options;
  const [open, setOpen] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await options.save(values);
      toast.success(options.successText(saved, values));
      setOpen(false);
      options.onSaved?.(saved);
    } catch (error) {
      if (options.onStale && error instanceof ApiRequestError && error.body.status === 409) return options.onStale();
      if (applyServerErrors(form.setError, error, options.fields) === 0) toast.error(errorMessageOf(error, options.failureText));
    }
  });
  function toggle(next: boolean) {
    setOpen(next);
    if (next) form.reset(options.defaults);
  }
  return { open, setOpen, toggle, submit };
}
