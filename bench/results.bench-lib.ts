/**
 * The same sequence of match outcomes for both engines: who wins, how many games the
 * loser took (best of five) and the loser's points per lost game.
 */
export interface PlannedOutcome {
  homeWins: boolean;
  loserGames: number;
  loserPoints: number;
}

export function planOutcomes(count: number, seed: number): PlannedOutcome[] {
  let state = seed >>> 0;
  const next = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  return Array.from({ length: count }, () => ({
    homeWins: next() < 0.5,
    loserGames: Math.floor(next() * 3),
    loserPoints: Math.floor(next() * 10),
  }));
}

export interface Workload {
  name: string;
  entries: number;
  groups: number | null;
  thirdPlace: boolean;
}

export const WORKLOADS: Workload[] = [
  { name: '(a) single elimination, 128 entries + third place', entries: 128, groups: null, thirdPlace: true },
  { name: '(b) round robin, 128 entries in 32 groups of 4', entries: 128, groups: 32, thirdPlace: false },
  { name: '(c) round robin, one group of 64', entries: 64, groups: 1, thirdPlace: false },
];

/** Enough outcomes for the largest workload (2,016 matches of a group of 64). */
export const OUTCOMES = planOutcomes(4096, 20240601);
