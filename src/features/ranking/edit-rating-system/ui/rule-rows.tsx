import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import type { RatingSystemInput } from '@domain/contract';
import { Button } from '@/shared/ui/button';
import { NumberField } from '@/shared/ui/form-fields';
import type { RatingValues } from './rating-values';

interface RuleRowsProps {
  form: UseFormReturn<RatingValues, unknown, RatingSystemInput>;
  kind: 'positions' | 'phases';
}

/**
 * The position bands or the phase rules, one row each: add, change, remove. Rows are kept as the field's array
 * (no field-array helper: the forms every other screen loads stay as small as they are).
 */
export function RuleRows({ form, kind }: RuleRowsProps) {
  const { t } = useTranslation('edit-rating-system');
  const rows = useWatch({ control: form.control, name: kind }) ?? [];
  const key = kind === 'positions' ? 'upTo' : 'order';
  const numbers = rows.map((row) => ('upTo' in row ? row.upTo : row.order));
  const dirty = { shouldDirty: true } as const;
  function remove(index: number) {
    if (kind === 'positions') form.setValue('positions', form.getValues('positions').filter((_item, at) => at !== index), dirty);
    else form.setValue('phases', (form.getValues('phases') ?? []).filter((_item, at) => at !== index), dirty);
  }
  function add() {
    const last = numbers.at(-1) ?? 0;
    const next = (Number.isFinite(last) ? last : 0) + 1;
    if (kind === 'positions') form.setValue('positions', [...form.getValues('positions'), { upTo: next, points: 0 }], dirty);
    else form.setValue('phases', [...(form.getValues('phases') ?? []), { order: next, points: 0 }], dirty);
  }
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-3" data-testid={`rules-${kind}`}>
      <legend className="px-1 font-semibold">{t(`${kind}.legend`)}</legend>
      <p className="text-sm text-muted-foreground">{t(`${kind}.hint`)}</p>
      {rows.map((_row, index) => (
        <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
          <NumberField control={form.control} name={kind === 'positions' ? `positions.${index}.upTo` : `phases.${index}.order`} label={t(`${kind}.${key}`, { index: index + 1 })} min={1} inputMode="numeric" />
          <NumberField control={form.control} name={`${kind}.${index}.points`} label={t(`${kind}.points`, { index: index + 1 })} min={0} inputMode="numeric" />
          <Button type="button" variant="ghost" size="icon" aria-label={t(`${kind}.remove`, { index: index + 1 })} onClick={() => remove(index)}>
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={add}
      >
        <PlusIcon aria-hidden="true" />
        {t(`${kind}.add`)}
      </Button>
    </fieldset>
  );
}
