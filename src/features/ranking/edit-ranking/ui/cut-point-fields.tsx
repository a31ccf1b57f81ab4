import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CUT_POINT_TYPES } from '@domain/catalog';
import type { RankingInput } from '@domain/contract';
import { useLocale } from '@/shared/routes';
import { NumberField } from '@/shared/ui/form-fields';
import { Label } from '@/shared/ui/label';
import { NativeSelect } from '@/shared/ui/native-select';
import { CUT_POINT_CHOICES, cutPointField, cutPointOf, type RankingValues } from '../model/ranking-values';

const SUMMATION = 1;

/** The cut point: its type, and the one number that type needs (moves, months or best tournaments). */
export function CutPointFields({ form }: { form: UseFormReturn<RankingValues, unknown, RankingInput> }) {
  const { t } = useTranslation('edit-ranking');
  const locale = useLocale();
  const cut = useWatch({ control: form.control, name: 'cutPoint' });
  const field = cutPointField(cut.typeId);
  const label = (typeId: number | null) => CUT_POINT_TYPES.find((type) => type.id === (typeId ?? SUMMATION))?.label[locale] ?? '';
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <Label htmlFor="ranking-cut-point">{t('fields.cutPoint')}</Label>
        <NativeSelect
          id="ranking-cut-point"
          value={cut.typeId ?? ''}
          onChange={(event) => form.setValue('cutPoint', cutPointOf(CUT_POINT_CHOICES.find((typeId) => String(typeId ?? '') === event.target.value) ?? null, form.getValues('cutPoint')), { shouldDirty: true })}
        >
          {CUT_POINT_CHOICES.map((typeId) => (
            <option key={typeId ?? 'none'} value={typeId ?? ''}>
              {label(typeId)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {field ? <NumberField control={form.control} name={`cutPoint.${field}`} label={t(`fields.cutPointAmount.${field}`)} min={1} inputMode="numeric" /> : null}
    </div>
  );
}
