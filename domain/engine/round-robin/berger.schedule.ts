/** One round of a Berger table: [white/home, black/away] pairs of 1-based numbers. */
export type BergerRound = Array<[number, number]>;

/**
 * FIDE Handbook C.05 Annex 1 (Berger tables). For an odd count the highest number is a
 * dummy: whoever meets it rests that round.
 *
 * Round r lists the other numbers as a cycle starting `(r − 1) · n/2` places after 1;
 * the first of the cycle meets n (white in odd rounds) and the rest pair from the
 * outside in. Every pair of round r sums to r + 1 modulo n − 1, which is why each pair
 * appears exactly once.
 */
export function bergerTable(players: number): BergerRound[] {
  const slots = players + (players % 2);
  const cycle = slots - 1;
  const half = slots / 2;
  const rounds: BergerRound[] = [];
  for (let round = 1; round <= cycle; round += 1) {
    const start = ((round - 1) * half) % cycle;
    const first = start + 1;
    const pairs: BergerRound = [round % 2 === 1 ? [first, slots] : [slots, first]];
    for (let board = 1; board < half; board += 1) {
      pairs.push([((start + board) % cycle) + 1, ((start + cycle - board) % cycle) + 1]);
    }
    rounds.push(pairs);
  }
  return rounds;
}
