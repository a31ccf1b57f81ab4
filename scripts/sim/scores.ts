import { createRandom, deriveSeed, randomInt, type Random } from '@domain/engine';
import type { Result } from './schemas';

/** A table tennis game: to 11, or two clear points after 10–10; the loser mostly takes 3 to 9 points. */
function game(random: Random, homeWins: boolean) {
  const deuce = random() < 0.18;
  const loser = deuce ? 10 + randomInt(random, 3) : 3 + randomInt(random, 7);
  const winner = deuce ? loser + 2 : 11;
  return homeWins ? { home: winner, away: loser } : { home: loser, away: winner };
}

/**
 * Best of five, from a generator seeded by the run, the match's code and which entry of it this is (0 the
 * result, 1 its correction): the same seed scores the same match the same way whatever order keepers take it in.
 */
export function tableTennisResult(seed: number, code: string, attempt: number): Result {
  const random = createRandom(deriveSeed(seed, `${code}:${attempt}`));
  const edge = random() * 0.4 - 0.2;
  const periods: Result['periods'] = [];
  let home = 0;
  let away = 0;
  while (home < 3 && away < 3) {
    const homeWins = random() < 0.5 + edge;
    periods.push(game(random, homeWins));
    if (homeWins) home += 1;
    else away += 1;
  }
  return { periods };
}

/** Whether this match's result is corrected once after it is entered (about `share` of them), by the same seed. */
export function corrected(seed: number, code: string, share: number): boolean {
  return createRandom(deriveSeed(seed, `${code}:correct`))() < share;
}
