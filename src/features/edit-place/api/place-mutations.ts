import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Place, PlaceInput } from '@domain/contract';
import { placeQueries } from '@/entities/place';
import { apiFetch } from '@/shared/api';

const refresh = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([client.invalidateQueries({ queryKey: placeQueries.all() }), client.invalidateQueries({ queryKey: ['reference', 'places'] })]);

export function useSavePlace(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: PlaceInput) => apiFetch<Place>(id ? `place/${id}` : 'place', { method: id ? 'PUT' : 'POST', body: values }),
    onSuccess: () => refresh(client),
  });
}

export function useDeletePlace() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => apiFetch<{ id: number }>(`place/${id}`, { method: 'DELETE' }), onSuccess: () => refresh(client) });
}
