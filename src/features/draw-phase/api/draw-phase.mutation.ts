import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DrawInput, PhaseDraw } from '@domain/contract';
import { matchQueries } from '@/entities/match';
import { tournamentQueries } from '@/entities/tournament';
import { apiFetch } from '@/shared/api';

/** Draws or redraws a phase; groups, brackets, matches and the tournament's views all read again after. */
export function useDrawPhase(phaseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DrawInput) => apiFetch<PhaseDraw>(`sort/group/${phaseId}`, { method: 'PUT', body: input }),
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: matchQueries.all() }), client.invalidateQueries({ queryKey: tournamentQueries.all() })]);
    },
  });
}
