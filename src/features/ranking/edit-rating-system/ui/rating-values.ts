import type * as v from 'valibot';
import type { RatingSystemInput, RatingSystemView } from '@domain/contract';

export type RatingValues = v.InferInput<typeof RatingSystemInput>;

/** The form's starting values: a system's own, or a common table for a new one. */
export function defaultsOf(system: RatingSystemView | undefined): RatingValues {
  if (system) {
    return { name: system.name, updateMomentId: system.updateMomentId === 3 || system.updateMomentId === 4 ? system.updateMomentId : 1, positions: system.positions, phases: system.phases, perMatchWon: system.perMatchWon, coach: system.coach, version: system.version };
  }
  return {
    name: '',
    updateMomentId: 1,
    positions: [
      { upTo: 1, points: 100 },
      { upTo: 2, points: 70 },
      { upTo: 4, points: 50 },
      { upTo: 8, points: 30 },
    ],
    phases: [],
    perMatchWon: 0,
    coach: { kind: 'summation' },
  };
}
