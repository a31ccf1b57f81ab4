import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatingSystemInput, RatingSystemView } from '@domain/contract';
import { rankingQueries } from '@/entities/ranking';
import { apiFetch } from '@/shared/api';

export function useSaveRatingSystem(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: RatingSystemInput) => apiFetch<RatingSystemView>(id ? `discounts/${id}` : 'discounts', { method: id ? 'PUT' : 'POST', body: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: rankingQueries.all() }),
  });
}

export function useDeleteRatingSystem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ id: number }>(`discounts/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: rankingQueries.all() }),
  });
}
