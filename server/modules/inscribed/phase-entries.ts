import type { Database } from '../../db/client';
import { EntriesUnavailable, entriesForPhase } from '../draws/entries';
import { drawOfPhase, phaseContext } from '../draws/queries';

/**
 * The entries a later phase holds: those its draw placed, else (not drawn yet) the qualified of the phase it
 * follows plus any placed straight into it, as the draw would take them. Undefined while those are not known yet
 * (the phase before is not finished): then only the entries placed straight into the phase are its own.
 */
export async function laterPhaseEntryIds(db: Database, phaseId: number): Promise<number[] | undefined> {
  const draw = await drawOfPhase(db, phaseId);
  if (draw) return draw.options.entries.map((entry) => entry.id);
  const phase = await phaseContext(db, phaseId);
  if (!phase) return undefined;
  try {
    return (await entriesForPhase(db, phase)).map((entry) => Number(entry.id));
  } catch (error) {
    if (error instanceof EntriesUnavailable) return undefined;
    throw error;
  }
}
