import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import type { AgeCategory, LevelCategory, SubCategory } from '@domain/contract';
import type { CategoryKind } from '@/entities/category';
import { applyServerErrors, errorMessageOf } from '@/shared/lib/form-errors';
import { Form } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/form-dialog';
import { toast } from '@/shared/ui/toaster';
import { useSaveCategory } from '../api/category-mutations';
import { CATEGORY_FIELDS, CATEGORY_SCHEMAS, categoryDefaults, type CategoryValues } from '../lib/category-schemas';
import { CategoryFields } from './category-fields';

interface CategoryDialogProps {
  kind: CategoryKind;
  category?: AgeCategory | LevelCategory | SubCategory;
  trigger: ReactNode;
}

/** Creates or changes an age, level or sub category. */
export function CategoryDialog({ kind, category, trigger }: CategoryDialogProps) {
  const { t } = useTranslation('edit-category');
  const { t: common } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const save = useSaveCategory(kind, category?.id ?? null);
  const defaults = categoryDefaults(category);
  const schema = CATEGORY_SCHEMAS[kind] as unknown as v.GenericSchema<CategoryValues, object>;
  const form = useForm<CategoryValues, unknown, object>({ resolver: valibotResolver(schema), defaultValues: defaults });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(category ? common('actions.saved') : t('created', { name: form.getValues('name') }));
      setOpen(false);
    } catch (error) {
      if (applyServerErrors(form.setError, error, CATEGORY_FIELDS) === 0) toast.error(errorMessageOf(error, common('actions.saveFailed')));
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
        title={t(`${category ? 'editTitle' : 'createTitle'}.${kind}`)}
        description={t(`descriptions.${kind}`)}
        onSubmit={() => void submit()}
        saving={save.isPending}
        labels={{ save: common('actions.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="category-form"
      >
        <CategoryFields kind={kind} control={form.control} boundKind={form.watch('boundKind')} />
      </FormDialog>
    </Form>
  );
}
