import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AGE_BOUND_KINDS } from '@domain/contract';
import { pickLabel, useGenres } from '@/entities/reference';
import { NumberField, SelectField, TextField } from '@/shared/ui/form-fields';
import type { CategoryValues } from '../lib/category-schemas';

/** The fields of each kind: bounds and genre for ages, rank for levels, a description for levels and subs. */
export function CategoryFields({ kind, control, boundKind }: { kind: 'age' | 'level' | 'sub'; control: Control<CategoryValues, unknown, object>; boundKind: string }) {
  const { t, i18n } = useTranslation('edit-category');
  const { t: common } = useTranslation('common');
  const genres = useGenres();
  return (
    <>
      <TextField control={control} name="name" label={t('fields.name')} autoComplete="off" />
      {kind === 'age' ? (
        <>
          <SelectField control={control} name="boundKind" label={t('fields.boundKind')} choices={AGE_BOUND_KINDS.map((value) => ({ value, label: t(`boundKinds.${value}`) }))} testId="bound-kind" />
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField control={control} name="minValue" label={t(`fields.min.${boundKind}`)} min={0} step={1} />
            <NumberField control={control} name="maxValue" label={t(`fields.max.${boundKind}`)} min={0} step={1} />
          </div>
          <SelectField control={control} name="genreId" label={t('fields.genre')} emptyLabel={common('actions.none')} choices={genres.map((genre) => ({ value: genre.id, label: pickLabel(genre.label, i18n.language) }))} />
        </>
      ) : null}
      {kind === 'level' ? <NumberField control={control} name="rank" label={t('fields.rank')} description={t('rankHint')} min={1} max={99} step={1} /> : null}
      {kind !== 'age' ? <TextField control={control} name="description" label={t('fields.description')} multiline /> : null}
    </>
  );
}
