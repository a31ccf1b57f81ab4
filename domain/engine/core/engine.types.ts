/** Entries are referenced by the ids the server already stores (numeric or string keys). */
export type EntryId = string | number;

export type Side = 'home' | 'away';

export type Locale = 'es' | 'en';

export interface LocalizedText {
  es: string;
  en: string;
}

export interface Entry {
  id: EntryId;
  /** 1 is the strongest; entries without a seed are drawn by lot. */
  seed?: number;
  clubId?: string | number;
  communityId?: string | number;
  /** Group of origin when the entry qualified from a previous group phase. */
  fromGroup?: number;
}

/** Attributes that draws try to keep apart, in priority order. */
export type SeparationKey = 'fromGroup' | 'clubId' | 'communityId';

export interface Score {
  home: number;
  away: number;
}

export interface MatchResult {
  /** Games (table tennis), halves or full time (soccer), quarters (basketball). */
  periods: Score[];
  /** Soccer extra time or basketball overtime periods. */
  overtime?: Score[];
  /** Soccer penalty shoot-out. */
  penalties?: Score;
  /** The side that did not play; the walkover score comes from the phase configuration. */
  forfeitedBy?: Side;
  /** Individual matches of a table-tennis team match. */
  rubbers?: MatchResult[];
  /** Fair-play deduction points (cards), lower is better. */
  fairPlay?: Score;
}

export interface Match {
  id: string;
  round: number;
  position: number;
  /** null is a bye in the first round of a bracket and "to be decided" elsewhere. */
  home: EntryId | null;
  away: EntryId | null;
  result: MatchResult | null;
}

/** A contiguous band of final positions, e.g. 5–8 for quarterfinalists. */
export interface FinalPosition {
  entryId: EntryId;
  from: number;
  to: number;
}
