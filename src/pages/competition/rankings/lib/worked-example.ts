import { linesForFinish, type BalanceLine, type Finish, type RatingSystem } from '@domain/rankings';

/** The sample rating system the help explains: the same rules a real ranking applies. */
export const SAMPLE_SYSTEM: RatingSystem = {
  updateMomentId: 1,
  positions: [
    { upTo: 1, points: 100 },
    { upTo: 2, points: 70 },
    { upTo: 4, points: 50 },
    { upTo: 8, points: 30 },
  ],
  phases: [
    { order: 1, points: 5 },
    { order: 2, points: 10 },
  ],
  perMatchWon: 3,
  coach: { kind: 'summation' },
};

export const SAMPLE_PHASES = [
  { phaseId: 1, order: 1 },
  { phaseId: 2, order: 2 },
];

/** A semi-finalist: won three group matches and one knockout match, lost the semi-final. */
export const SAMPLE_FINISH: Finish = {
  scope: 'valid',
  validId: 1,
  phaseId: null,
  date: '2026-05-10',
  entries: [
    {
      personId: 1,
      position: 3,
      phases: SAMPLE_PHASES,
      wins: [
        { phaseId: 1, count: 3 },
        { phaseId: 2, count: 1 },
      ],
      coachIds: [2],
    },
  ],
};

/** The lines the sample earns for the player and for their coach, computed by the ranking rules themselves. */
export function workedExample(system: RatingSystem = SAMPLE_SYSTEM, finish: Finish = SAMPLE_FINISH): { player: BalanceLine[]; coach: BalanceLine[] } {
  return {
    player: linesForFinish(system, finish, { rankingModalityId: 1, segment: 'player' }),
    coach: linesForFinish(system, finish, { rankingModalityId: 2, segment: 'coach' }),
  };
}
