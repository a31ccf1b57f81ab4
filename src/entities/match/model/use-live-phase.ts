import { useQueryClient } from '@tanstack/react-query';
import { usePhaseChanges } from '@/shared/api';
import { matchQueries } from '../api/match.queries';

/**
 * Keeps what a page shows of a phase (its draw, groups, bracket, matches) current while it is open: every draw
 * or result saved anywhere makes those reads run again, with no reload.
 */
export function useLivePhase(phaseId: number | null): void {
  const client = useQueryClient();
  usePhaseChanges(phaseId, () => void client.invalidateQueries({ queryKey: matchQueries.all() }));
}
