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

/**
 * The headline score (individual matches won in a table tennis team encounter, games won in table tennis, goals or
 * points otherwise) and the score of each period.
 */
export function scoreSummary(result: MatchResult | null, rules: SportRules | null): ScoreSummary | null {
  if (!result) return null;
  const periods = [...result.periods, ...(result.overtime ?? [])].map(pair);
  const penalties = result.penalties ? pair(result.penalties) : null;
  if (!rules) return { home: '', away: '', periods, penalties, forfeitedBy: result.forfeitedBy ?? null };
  const tally = tallyResult(rules, result);
  const games = rules.sportId === SPORT.tableTennis;
  const encounter = games && (Boolean(result.rubbers?.length) || (rules.scoring?.rubbersToWin ?? 1) > 1);
  const headline = (side: typeof tally.home) => String(encounter ? side.rubbers : games ? side.periods : side.score);
  return {
    home: headline(tally.home),
    away: headline(tally.away),
    periods,
    penalties,
    forfeitedBy: tally.forfeitedBy,
  };
}
