import type { PhaseConfiguration } from '@domain/contract';

export type PeriodWord = 'game' | 'half' | 'quarter' | 'period';

export interface CardFormat {
  /** Played to a score, game by game (table tennis), or against the clock. */
  timed: boolean;
  /** Boxes to print: every game or period the match can last. */
  periods: number;
  periodsToWin: number;
  scoreToWin: number;
  periodMinutes: number | null;
  word: PeriodWord;
  /** Knockout boxes after regular time: extra time (or overtime) and penalties. */
  extraTime: boolean;
  penalties: boolean;
}

/** What a score card says about the match's format, from the phase's settings for its sport. */
export function cardFormat(configuration: PhaseConfiguration, knockout: boolean): CardFormat {
  const timed = configuration.periodMinutes !== null;
  const word: PeriodWord = !timed ? 'game' : configuration.maxPeriods === 2 ? 'half' : configuration.maxPeriods === 4 ? 'quarter' : 'period';
  return {
    timed,
    periods: Math.max(1, configuration.maxPeriods),
    periodsToWin: configuration.periodsToWin,
    scoreToWin: configuration.scoreToWin,
    periodMinutes: configuration.periodMinutes,
    word,
    extraTime: timed && knockout && configuration.extraTime,
    penalties: timed && knockout && configuration.penalties,
  };
}

/** Cards on one A4 sheet: two across, three down, each cut along its dashed edge. */
export const CARDS_PER_PAGE = 6;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let index = 0; index < items.length; index += size) pages.push(items.slice(index, index + size));
  return pages;
}
