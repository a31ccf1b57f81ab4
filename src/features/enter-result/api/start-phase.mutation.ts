import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchQueries } from '@/entities/match';
import { changeStatus, tournamentQueries } from '@/entities/tournament';

/** Starts the match's phase on the version the refusal carried, so the result can be saved right after. */
export function useStartPhase(phaseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => changeStatus('phase', phaseId, 'start', version),
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: tournamentQueries.all() }), client.invalidateQueries({ queryKey: matchQueries.all() })]);
    },
  });
}
