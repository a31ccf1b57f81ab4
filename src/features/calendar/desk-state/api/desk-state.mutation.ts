import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeskState, DeskStateInput } from '@domain/contract';
import { orderOfPlayQueries } from '@/entities/order-of-play';
import { apiFetch } from '@/shared/api';

interface DeskSaved {
  matchId: number;
  phaseId: number;
  deskState: DeskState | null;
  deskVersion: number;
}

/** Sets a match's desk state on the desk version shown; every order of play on screen reads again either way. */
export function useSetDeskState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, ...body }: DeskStateInput & { matchId: number }) => apiFetch<DeskSaved>(`order-of-play/match/${matchId}`, { method: 'PUT', body }),
    onSettled: () => client.invalidateQueries({ queryKey: orderOfPlayQueries.all() }),
  });
}
