import type { Locale } from '@domain/catalog';

export const FEED_KINDS = ['valids', 'tournaments', 'phases', 'persons', 'places', 'communities'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** The few words a feed's events carry, in the caller's language. */
export const FEED_TEXTS: Record<Locale, { toBeDecided: string; round: (round: number) => string }> = {
  es: { toBeDecided: 'Por decidir', round: (round) => `Ronda ${round}` },
  en: { toBeDecided: 'To be decided', round: (round) => `Round ${round}` },
};
