import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupMoveInput, PhaseDraw } from '@domain/contract';
import { matchQueries } from '@/entities/match';
import { tournamentQueries } from '@/entities/tournament';
import { apiFetch } from '@/shared/api';

/** Moves (or swaps) an entry of group `groupId` into another group; the phase's groups and matches read again after. */
export function useMoveGroupEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, input }: { groupId: number; input: GroupMoveInput }) => apiFetch<PhaseDraw>(`group/${groupId}`, { method: 'PUT', body: input }),
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: matchQueries.all() }), client.invalidateQueries({ queryKey: tournamentQueries.all() })]);
    },
  });
}
