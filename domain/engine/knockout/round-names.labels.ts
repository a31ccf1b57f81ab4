import type { Locale, LocalizedText } from '../core/engine.types';
import type { Bracket, BracketMatch } from './knockout.types';

/** Round names by the number of entries in the round, as the platform names them. */
const NAMED: Record<number, LocalizedText> = {
  1: { es: 'Grupos', en: 'Groups' },
  2: { es: 'Final', en: 'Final' },
  3: { es: 'Tercer lugar', en: 'Third place' },
  4: { es: 'Semifinales', en: 'Semifinals' },
  8: { es: 'Cuartos', en: 'Quarterfinals' },
  16: { es: 'Octavos', en: 'Round of 16' },
};

export function roundName(entriesInRound: number, locale: Locale): string {
  const named = NAMED[entriesInRound];
  if (named) return named[locale];
  return { es: `Ronda de ${entriesInRound}`, en: `Round of ${entriesInRound}` }[locale];
}

export function bracketRoundName(bracket: Bracket, match: BracketMatch, locale: Locale): string {
  return roundName(match.thirdPlace ? 3 : bracket.size / 2 ** (match.round - 1), locale);
}
