import type { Locale } from '../catalog';

/**
 * The printable sheets and their address words per language: a tournament's (final positions, order of play) and
 * a phase's (draw and groups, bracket, score cards, team match sheets, order of play).
 */
export const PRINT_SHEETS = {
  tournament: [
    { sheet: 'positions', es: 'posiciones', en: 'positions' },
    { sheet: 'order-of-play', es: 'orden-de-juego', en: 'order-of-play' },
  ],
  phase: [
    { sheet: 'groups', es: 'grupos', en: 'groups' },
    { sheet: 'bracket', es: 'llaves', en: 'bracket' },
    { sheet: 'score-cards', es: 'planillas', en: 'score-cards' },
    { sheet: 'team-sheets', es: 'hojas-de-encuentro', en: 'team-sheets' },
    { sheet: 'order-of-play', es: 'orden-de-juego', en: 'order-of-play' },
  ],
} as const;

export type PrintLevel = keyof typeof PRINT_SHEETS;
export type PrintSheet<L extends PrintLevel = PrintLevel> = (typeof PRINT_SHEETS)[L][number]['sheet'];

/** The address word of a sheet in one language. */
export function printSheetSlug<L extends PrintLevel>(level: L, sheet: PrintSheet<L>, locale: Locale): string {
  const found = PRINT_SHEETS[level].find((item) => item.sheet === sheet);
  return found ? found[locale] : sheet;
}

/** The sheet an address word names, in either language; null for a word no sheet has. */
export function printSheetFromSlug<L extends PrintLevel>(level: L, slug: string | undefined): PrintSheet<L> | null {
  const word = (slug ?? '').toLowerCase();
  const found = PRINT_SHEETS[level].find((item) => item.es === word || item.en === word);
  return found ? (found.sheet as PrintSheet<L>) : null;
}
