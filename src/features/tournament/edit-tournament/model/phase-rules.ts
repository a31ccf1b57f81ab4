import type { Phase } from '@domain/contract';

type PhaseState = Pick<Phase, 'id' | 'statusId'>;

/** Statuses in which a tournament's set-up may change (the server's rule). */
const EDITABLE_TOURNAMENT = [1, 2, 5];
/** A phase not started, or canceled and never to start: it may still move or go. */
const untouched = (phase: PhaseState) => phase.statusId === 1 || phase.statusId === 4;

export const canChangeSetup = (tournamentStatusId: number) => EDITABLE_TOURNAMENT.includes(tournamentStatusId);
export const canEditPhase = (phase: PhaseState) => phase.statusId === 1;
export const canDeletePhase = untouched;

/** The phase ids with the one at `index` swapped with its neighbour, or null when either has started. */
export function swapped(phases: PhaseState[], index: number, by: -1 | 1): number[] | null {
  const other = index + by;
  const a = phases[index];
  const b = phases[other];
  if (!a || !b || !untouched(a) || !untouched(b)) return null;
  const ids = phases.map((phase) => phase.id);
  ids[index] = b.id;
  ids[other] = a.id;
  return ids;
}
