import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RankingInput } from '@domain/contract';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import type { RankingChoices } from '../model/use-ranking-choices';
import type { RankingValues } from '../model/ranking-values';

/**
 * The ranking's top-N mapping: for each modality its tables rank, how many final places of a tournament earn
 * position points (empty: every place the rating system rewards). Matches won and phases reached always count.
 */
export function TopPlacesFields({ form, choices }: { form: UseFormReturn<RankingValues, unknown, RankingInput>; choices: RankingChoices }) {
  const { t } = useTranslation('edit-ranking');
  const tables = useWatch({ control: form.control, name: 'rankingModalities' });
  const mapping = useWatch({ control: form.control, name: 'customInfo.topNPositionsRankingModalityMapping' }) ?? {};
  const modalities = [...new Set(tables.map((table) => table.modalityId).filter((id): id is number => typeof id === 'number'))];
  if (modalities.length === 0) return null;
  const change = (modalityId: number, text: string) => {
    const next: Record<string, number> = { ...mapping };
    const value = Number(text);
    if (text === '' || !Number.isInteger(value) || value < 1) delete next[String(modalityId)];
    else next[String(modalityId)] = Math.min(value, 1024);
    form.setValue('customInfo', { ...form.getValues('customInfo'), topNPositionsRankingModalityMapping: next }, { shouldDirty: true });
  };
  return (
    <fieldset className="flex flex-col gap-2" data-testid="top-places">
      <legend className="text-sm font-medium">{t('topPlaces.legend')}</legend>
      <p className="text-sm text-muted-foreground">{t('topPlaces.hint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {modalities.map((modalityId) => {
          const id = `ranking-top-places-${modalityId}`;
          const label = choices.modalities.find((choice) => choice.value === modalityId)?.label ?? '';
          return (
            <div key={modalityId} className="flex flex-col gap-1.5">
              <Label htmlFor={id}>{t('topPlaces.field', { modality: label })}</Label>
              <Input id={id} type="number" min={1} max={1024} inputMode="numeric" placeholder={t('topPlaces.all')} value={mapping[String(modalityId)] ?? ''} onChange={(event) => change(modalityId, event.target.value)} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
