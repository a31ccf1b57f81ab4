import type { Locale, LocalizedText } from '../core/engine.types';

/** Result position bands as the platform names them. */
const BANDS: Record<string, LocalizedText> = {
  '1-1': { es: 'Campeón', en: 'Winner' },
  '2-2': { es: 'Subcampeón', en: 'Runner-up' },
  '3-3': { es: 'Tercer lugar', en: 'Third place' },
  '4-4': { es: 'Cuarto lugar', en: 'Fourth place' },
  '3-4': { es: 'Semifinalista', en: 'Semifinalist' },
  '5-8': { es: 'Cuartofinalista', en: 'Quarterfinalist' },
  '9-16': { es: 'Octavofinalista', en: 'Round of 16' },
  '17-32': { es: 'Ronda de 32', en: 'Round of 32' },
  '33-64': { es: 'Ronda de 64', en: 'Round of 64' },
  '65-128': { es: 'Ronda de 128', en: 'Round of 128' },
};

export function positionBandLabel(band: { from: number; to: number }, locale: Locale): string {
  const named = BANDS[`${band.from}-${band.to}`];
  if (named) return named[locale];
  const generic: LocalizedText =
    band.from === band.to
      ? { es: `Posición ${band.from}`, en: `Position ${band.from}` }
      : { es: `Posiciones ${band.from}–${band.to}`, en: `Positions ${band.from}–${band.to}` };
  return generic[locale];
}
