import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RatingSystemInput } from '@domain/contract';
import { reasonText } from '@/entities/ranking';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { previewLines, type SampleResult } from '../lib/preview';
import type { RatingValues } from './rating-values';

const FIELDS = ['position', 'phasesReached', 'matchesWon'] as const;

/** The points a sample result would earn under the rules as they are being typed. */
export function PointsPreview({ control }: { control: Control<RatingValues, unknown, RatingSystemInput> }) {
  const { t } = useTranslation('edit-rating-system');
  const { t: ranking } = useTranslation('ranking');
  const draft = useWatch({ control });
  const [sample, setSample] = useState<SampleResult>({ position: 3, phasesReached: 2, matchesWon: 4 });
  const lines = previewLines(draft, sample);
  const total = lines.reduce((sum, line) => sum + line.points, 0);
  return (
    <section aria-labelledby="points-preview" className="flex flex-col gap-3 rounded-lg border border-dashed p-3" data-testid="points-preview">
      <h3 id="points-preview" className="font-semibold">{t('preview.title')}</h3>
      <div className="grid grid-cols-3 gap-2">
        {FIELDS.map((field) => (
          <div key={field} className="flex flex-col gap-1">
            <Label htmlFor={`sample-${field}`} className="text-xs">{t(`preview.${field}`)}</Label>
            <Input
              id={`sample-${field}`}
              type="number"
              inputMode="numeric"
              min={field === 'position' ? 1 : 0}
              value={String(sample[field])}
              onChange={(event) => setSample((current) => ({ ...current, [field]: event.target.value === '' ? 0 : Number(event.target.value) }))}
            />
          </div>
        ))}
      </div>
      <ul className="flex flex-col gap-1 text-sm" aria-live="polite">
        {lines.map((line, index) => (
          <li key={`${line.reason}-${line.phaseId ?? 0}-${index}`} className="flex justify-between gap-2">
            <span>{reasonText(ranking, line)}</span>
            <span className="tabular-nums">+{line.points}</span>
          </li>
        ))}
        {lines.length === 0 ? <li className="text-muted-foreground">{t('preview.nothing')}</li> : null}
      </ul>
      <p className="flex justify-between border-t pt-2 font-semibold" data-testid="preview-total">
        <span>{t('preview.total')}</span>
        <span className="tabular-nums">{total}</span>
      </p>
    </section>
  );
}
