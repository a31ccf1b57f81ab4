import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Inscribed } from '@domain/contract';
import { tournamentQueries } from '@/entities/tournament';
import { apiFetch } from '@/shared/api';

/** Saves the seeds through the tournament's own seeding call, in one request. */
export function useSaveSeeds(validId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seeds: Array<{ id: number; seed: number; version: number }>) => apiFetch<Inscribed[]>(`inscribed/${validId}/seeds`, { method: 'PUT', body: { seeds } }),
    onSettled: () => client.invalidateQueries({ queryKey: tournamentQueries.all() }),
  });
}
