import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Inscribed } from '@domain/contract';
import { tournamentQueries } from '@/entities/tournament';
import { apiFetch } from '@/shared/api';

/** Entry changes of one tournament; each refreshes the tournament's views (lists, counts, header). */
export function useEntryMutations(validId: number) {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: tournamentQueries.all() });
  return {
    seed: useMutation({
      mutationFn: (seeds: Array<{ id: number; seed: number | null; version: number }>) => apiFetch<Inscribed[]>(`inscribed/${validId}/seeds`, { method: 'PUT', body: { seeds } }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (entry: Inscribed) => apiFetch<Inscribed>(`inscribed/entry/${entry.id}`, { method: 'DELETE', query: { version: entry.version } }),
      onSettled,
    }),
    restore: useMutation({
      mutationFn: (entry: Inscribed) => apiFetch<Inscribed>(`inscribed/entry/${entry.id}/restore`, { method: 'POST', query: { version: entry.version } }),
      onSettled,
    }),
  };
}
