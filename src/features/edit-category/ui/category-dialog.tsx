import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AgeCategory, LevelCategory, SubCategory } from '@domain/contract';
import type { CategoryKind } from '@/entities/category';
import { useDialogForm } from '@/shared/lib/dialog-form';
import { schemaResolver } from '@/shared/lib/schema-resolver';
import { Form } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/form-dialog';
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
  const save = useSaveCategory(kind, category?.id ?? null);
  const defaults = categoryDefaults(category);
  const form = useForm<CategoryValues, unknown, object>({ resolver: schemaResolver<CategoryValues, object>(CATEGORY_SCHEMAS[kind]), defaultValues: defaults });

  const { open, toggle, submit } = useDialogForm({
    form,
    defaults,
    fields: CATEGORY_FIELDS,
    save: (values) => save.mutateAsync(values),
    successText: () => (category ? common('actions.saved') : t('created', { name: form.getValues('name') })),
    failureText: common('actions.saveFailed'),
  });

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
        dirty={form.formState.isDirty}
        labels={{ save: common('actions.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="category-form"
      >
        <CategoryFields kind={kind} control={form.control} boundKind={form.watch('boundKind')} />
      </FormDialog>
    </Form>
  );
}
