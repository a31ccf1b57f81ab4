import type { Database } from '../../db/client';
import { tieBreaks } from '../../db/schema';
import { TIE_BREAK_PRESETS, type TieBreakPreset } from '@domain/engine/standings/tie-break.presets';
import type { Label } from '@domain/catalog';
import type { TieBreakRef } from '@domain/contract';
import { lookupRows } from './queries';

const PRESET_LABELS: Record<TieBreakPreset, Label> = {
  ittf: { es: 'Reglamento ITTF (tenis de mesa)', en: 'ITTF rules (table tennis)' },
  uefa: { es: 'Reglamento UEFA (fútbol)', en: 'UEFA rules (soccer)' },
  fifa: { es: 'Reglamento FIFA (fútbol)', en: 'FIFA rules (soccer)' },
  fiba: { es: 'Reglamento FIBA (baloncesto)', en: 'FIBA rules (basketball)' },
};

/** The engine's presets, each criterion labelled from the tie_breaks lookup (its code is the engine's key). */
export async function tieBreakPresets(db: Database): Promise<TieBreakRef[]> {
  const labels = new Map((await lookupRows(db, tieBreaks)).map((row) => [row.code, row.label]));
  return (Object.keys(TIE_BREAK_PRESETS) as TieBreakPreset[]).map((code) => {
    const preset = TIE_BREAK_PRESETS[code];
    return {
      code,
      label: PRESET_LABELS[code],
      points: preset.points,
      criteria: preset.criteria.map((criterion) => ({ ...criterion, label: labels.get(criterion.key) ?? { es: criterion.key, en: criterion.key } })),
    };
  });
}
