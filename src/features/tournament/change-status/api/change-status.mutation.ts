import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusAction } from '@domain/contract';
import { changeStatus, tournamentQueries } from '@/entities/tournament';

/** Asks the server's status machine for a change, then refreshes every tournament view. */
export function useChangeStatus(scope: 'valid' | 'phase', id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, version }: { action: StatusAction; version: number }) => changeStatus(scope, id, action, version),
    onSettled: () => client.invalidateQueries({ queryKey: tournamentQueries.all() }),
  });
}
