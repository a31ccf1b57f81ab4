import { useQueryClient } from '@tanstack/react-query';
import { usePhaseChanges } from '@/shared/api';
import { matchQueries } from '../api/match.queries';

/** How long a read may take between the database answering and the page holding its result. */
const READ_MARGIN_MS = 2_000;

/**
 * Keeps what a page shows of a phase (its draw, groups, bracket, matches) current while it is open: every draw
 * or result saved anywhere makes those reads run again, with no reload.
 */
export function useLivePhase(phaseId: number | null): void {
  const client = useQueryClient();
  usePhaseChanges(phaseId, (change) => {
    const { changedAt } = change;
    if (change.kind === 'connected' && changedAt !== undefined) {
      // Only reads that may predate the last change run again; a read that began just before a save can end
      // just after it, hence the margin.
      void client.invalidateQueries({ queryKey: matchQueries.all(), predicate: (query) => query.state.dataUpdatedAt < changedAt + READ_MARGIN_MS });
      return;
    }
    void client.invalidateQueries({ queryKey: matchQueries.all() });
  });
}
