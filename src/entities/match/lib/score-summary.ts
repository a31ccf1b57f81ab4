import { SPORT, tallyResult, type MatchResult, type SportRules } from '@domain/engine';

export interface ScoreSummary {
  home: string;
  away: string;
  /** Each period, then extra time; penalties on their own. */
  periods: string[];
  penalties: string | null;
  forfeitedBy: 'home' | 'away' | null;
}

const pair = (score: { home: number; away: number }) => `${score.home}–${score.away}`;

/** The headline score (games won in table tennis, goals or points otherwise) and the score of each period. */
export function scoreSummary(result: MatchResult | null, rules: SportRules | null): ScoreSummary | null {
  if (!result) return null;
  const periods = [...result.periods, ...(result.overtime ?? [])].map(pair);
  const penalties = result.penalties ? pair(result.penalties) : null;
  if (!rules) return { home: '', away: '', periods, penalties, forfeitedBy: result.forfeitedBy ?? null };
  const tally = tallyResult(rules, result);
  const games = rules.sportId === SPORT.tableTennis;
  return {
    home: String(games ? tally.home.periods : tally.home.score),
    away: String(games ? tally.away.periods : tally.away.score),
    periods,
    penalties,
    forfeitedBy: tally.forfeitedBy,
  };
}
