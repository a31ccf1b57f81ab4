import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import type { RankingInput } from '@domain/contract';
import { parseMessageRef } from '@domain/contract/message-ref';
import { Button } from '@/shared/ui/button';
import { ChoiceField } from '@/shared/ui/form-fields';
import type { RankingChoices } from '../model/use-ranking-choices';
import { newTable, type RankingValues } from '../model/ranking-values';

interface RankingTablesProps {
  form: UseFormReturn<RankingValues, unknown, RankingInput>;
  choices: RankingChoices;
}

/**
 * The ranking's tables (`rankingModalities`), one row each: modality, genre, and optionally an age, level and
 * sub category. Rows are kept as the field's array, as the rating system's rules are.
 */
export function RankingTables({ form, choices }: RankingTablesProps) {
  const { t } = useTranslation('edit-ranking');
  const rows = useWatch({ control: form.control, name: 'rankingModalities' });
  const rootError = form.formState.errors.rankingModalities?.root?.message ?? form.formState.errors.rankingModalities?.message;
  const { t: validation } = useTranslation('validation');
  const dirty = { shouldDirty: true } as const;
  const remove = (index: number) => form.setValue('rankingModalities', form.getValues('rankingModalities').filter((_row, at) => at !== index), dirty);
  const add = () => {
    form.setValue('rankingModalities', [...form.getValues('rankingModalities'), newTable()], dirty);
    form.clearErrors('rankingModalities');
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-3" data-testid="ranking-tables-field" aria-describedby="ranking-tables-hint">
      <legend className="px-1 font-semibold">{t('tables.legend')}</legend>
      <p id="ranking-tables-hint" className="text-sm text-muted-foreground">{t('tables.hint')}</p>
      {rows.map((_row, index) => (
        <div key={index} className="flex flex-col gap-2 rounded-md border border-dashed p-3" data-testid="ranking-table-row">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-medium">{t('tables.row', { index: index + 1 })}</h3>
            <Button type="button" variant="ghost" size="icon" aria-label={t('tables.remove', { index: index + 1 })} onClick={() => remove(index)} disabled={rows.length === 1}>
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            <ChoiceField control={form.control} name={`rankingModalities.${index}.modalityId`} label={t('tables.modality', { index: index + 1 })} choices={choices.modalities} />
            <ChoiceField control={form.control} name={`rankingModalities.${index}.genreId`} label={t('tables.genre', { index: index + 1 })} choices={choices.genres} />
            <ChoiceField control={form.control} name={`rankingModalities.${index}.ageCategoryId`} label={t('tables.age', { index: index + 1 })} choices={choices.ages} emptyLabel={t('tables.anyAge')} />
            <ChoiceField control={form.control} name={`rankingModalities.${index}.levelCategoryId`} label={t('tables.level', { index: index + 1 })} choices={choices.levels} emptyLabel={t('tables.anyLevel')} />
            <ChoiceField control={form.control} name={`rankingModalities.${index}.subCategoryId`} label={t('tables.sub', { index: index + 1 })} choices={choices.subs} emptyLabel={t('tables.anySub')} />
          </div>
        </div>
      ))}
      {rootError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {validation(parseMessageRef(rootError).key, { ...parseMessageRef(rootError).params, defaultValue: rootError })}
        </p>
      ) : null}
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={add} disabled={rows.length >= 40}>
        <PlusIcon aria-hidden="true" />
        {t('tables.add')}
      </Button>
    </fieldset>
  );
}
