import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type { LevelGroupInput } from '@domain/contract';
import { parseMessageRef } from '@domain/contract/message-ref';
import { Button } from '@/shared/ui/button';
import { ChoiceField } from '@/shared/ui/form-fields';
import { moveLevel, nextLevel, type LadderValues } from '../model/ladder';

interface LadderRowsProps {
  form: UseFormReturn<LadderValues, unknown, LevelGroupInput>;
  levels: { id: number; name: string }[];
}

/** The ladder's divisions, top first: choose each one's level category, move it up or down, add or remove. */
export function LadderRows({ form, levels }: LadderRowsProps) {
  const { t } = useTranslation('edit-division');
  const { t: validation } = useTranslation('validation');
  const ids = useWatch({ control: form.control, name: 'levelCategoryIds' });
  const error = form.formState.errors.levelCategoryIds;
  const rootError = error?.root?.message ?? error?.message;
  const choices = levels.map((level) => ({ value: level.id, label: level.name }));
  const set = (next: number[]) => {
    form.setValue('levelCategoryIds', next, { shouldDirty: true });
    form.clearErrors('levelCategoryIds');
  };
  const added = nextLevel(ids, levels);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-3" data-testid="ladder-levels">
      <legend className="px-1 font-semibold">{t('levels.legend')}</legend>
      <p className="text-sm text-muted-foreground">{levels.length === 0 ? t('levels.none') : t('levels.hint')}</p>
      <ol className="flex flex-col gap-2">
        {ids.map((_id, index) => (
          <li key={index} className="grid grid-cols-[1fr_auto] items-end gap-2">
            <ChoiceField control={form.control} name={`levelCategoryIds.${index}`} label={t('levels.division', { index: index + 1 })} choices={choices} />
            <div className="flex">
              <Button type="button" variant="ghost" size="icon" aria-label={t('levels.up', { index: index + 1 })} disabled={index === 0} onClick={() => set(moveLevel(ids, index, -1))}>
                <ArrowUpIcon aria-hidden="true" />
              </Button>
              <Button type="button" variant="ghost" size="icon" aria-label={t('levels.down', { index: index + 1 })} disabled={index === ids.length - 1} onClick={() => set(moveLevel(ids, index, 1))}>
                <ArrowDownIcon aria-hidden="true" />
              </Button>
              <Button type="button" variant="ghost" size="icon" aria-label={t('levels.remove', { index: index + 1 })} disabled={ids.length === 1} onClick={() => set(ids.filter((_item, at) => at !== index))}>
                <Trash2Icon aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {rootError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {validation(parseMessageRef(rootError).key, { ...parseMessageRef(rootError).params, defaultValue: rootError })}
        </p>
      ) : null}
      <Button type="button" variant="outline" size="sm" className="self-start" disabled={added === null} onClick={() => added !== null && set([...ids, added])}>
        <PlusIcon aria-hidden="true" />
        {t('levels.add')}
      </Button>
    </fieldset>
  );
}
