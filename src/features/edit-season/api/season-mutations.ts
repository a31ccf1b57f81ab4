import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Season, SeasonInput } from '@domain/contract';
import { seasonQueries } from '@/entities/season';
import { apiFetch } from '@/shared/api';

export function useSaveSeason(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: SeasonInput) => apiFetch<Season>(id ? `seasons/${id}` : 'seasons', { method: id ? 'PUT' : 'POST', body: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: seasonQueries.all() }),
  });
}

export function useDeleteSeason() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ id: number }>(`seasons/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: seasonQueries.all() }),
  });
}
