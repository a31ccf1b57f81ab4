import type { Phase } from '@domain/contract';

/** Streams one page keeps open at most: a browser holds only a few connections per site. */
const MAX_FOLLOWED = 3;
const PLAYING = new Set([2, 5]);

/**
 * The phases whose changes a tournament's results follow live: those being played (started or paused), else the
 * last one, so a tournament of many phases still leaves the page connections to read with.
 */
export function followedPhases(phases: readonly Phase[]): number[] {
  const playing = phases.filter((phase) => PLAYING.has(phase.statusId));
  const chosen = playing.length > 0 ? playing : phases.slice(-1);
  return chosen.slice(0, MAX_FOLLOWED).map((phase) => phase.id);
}
