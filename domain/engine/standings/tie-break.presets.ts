import type { SportId } from '../scoring/scoring.config';
import { FIFA_CARD_POINTS, UEFA_CARD_POINTS, type CardPoints } from './fair-play.standings';

export type CriterionKey =
  | 'matchPoints'
  | 'wins'
  | 'rubberRatio'
  | 'periodRatio'
  | 'pointRatio'
  | 'scoreDifference'
  | 'scoreFor'
  | 'fairPlay';

export interface TieBreakCriterion {
  key: CriterionKey;
  /** `tied`: computed only over the matches among the entries still level. */
  scope: 'all' | 'tied';
}

export interface MatchPoints {
  win: number;
  draw: number;
  loss: number;
  /** A match lost by walkover (not played). */
  forfeit: number;
}

export interface TieBreakRules {
  points: MatchPoints;
  criteria: TieBreakCriterion[];
  /**
   * Start again from the first criterion, among the entries still level, whenever a
   * criterion separates anyone. Without it, the criteria carry on in order and the
   * head-to-head table stays the one of all the entries that were level when it was
   * first needed (FIFA's "teams concerned").
   */
  restart: boolean;
  /** How the cards shown in a match turn into its fair-play points, where the regulations rank by them. */
  cards?: CardPoints;
}

const all = (key: CriterionKey): TieBreakCriterion => ({ key, scope: 'all' });
const tied = (key: CriterionKey): TieBreakCriterion => ({ key, scope: 'tied' });

/** ITTF group rules: 2 per win, 1 per played loss, 0 per unplayed loss; x/0 counts as infinite. */
const ittf: TieBreakRules = {
  points: { win: 2, draw: 0, loss: 1, forfeit: 0 },
  criteria: [
    all('matchPoints'),
    tied('matchPoints'),
    tied('rubberRatio'),
    tied('periodRatio'),
    tied('pointRatio'),
  ],
  restart: true,
};

const soccerPoints: MatchPoints = { win: 3, draw: 1, loss: 0, forfeit: 0 };

/** UEFA: head-to-head first, reapplied to whoever is still level, then overall figures. */
const uefa: TieBreakRules = {
  points: soccerPoints,
  criteria: [
    all('matchPoints'),
    tied('matchPoints'),
    tied('scoreDifference'),
    tied('scoreFor'),
    all('scoreDifference'),
    all('scoreFor'),
    all('fairPlay'),
  ],
  restart: true,
  cards: UEFA_CARD_POINTS,
};

/** FIFA World Cup up to 2022: overall goal difference first, head-to-head afterwards. */
const fifa: TieBreakRules = {
  points: soccerPoints,
  criteria: [
    all('matchPoints'),
    all('scoreDifference'),
    all('scoreFor'),
    tied('matchPoints'),
    tied('scoreDifference'),
    tied('scoreFor'),
    all('fairPlay'),
  ],
  restart: false,
  cards: FIFA_CARD_POINTS,
};

/** FIBA: 2 per win, 1 per loss, 0 per forfeit; head-to-head first, restarting at each separation. */
const fiba: TieBreakRules = {
  points: { win: 2, draw: 0, loss: 1, forfeit: 0 },
  criteria: [
    all('matchPoints'),
    tied('matchPoints'),
    tied('scoreDifference'),
    tied('scoreFor'),
    all('scoreDifference'),
    all('scoreFor'),
  ],
  restart: true,
};

export const TIE_BREAK_PRESETS = { ittf, uefa, fifa, fiba } as const;

export type TieBreakPreset = keyof typeof TIE_BREAK_PRESETS;

/** The preset a phase gets unless it chooses another. */
export const DEFAULT_TIE_BREAK_PRESET: Record<SportId, TieBreakPreset> = {
  1: 'ittf',
  2: 'uefa',
  3: 'fiba',
  5: 'uefa',
  6: 'uefa',
};
