import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Club, ClubInput } from '@domain/contract';
import { clubQueries } from '@/entities/club';
import { organizerQueries } from '@/entities/organizer';
import { apiFetch } from '@/shared/api';

const refresh = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    client.invalidateQueries({ queryKey: clubQueries.all() }),
    client.invalidateQueries({ queryKey: organizerQueries.all() }),
    client.invalidateQueries({ queryKey: ['reference', 'user-group-clubs'] }),
  ]);

export function useSaveClub(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ClubInput) => apiFetch<Club>(id ? `club/${id}` : 'club', { method: id ? 'PUT' : 'POST', body: values }),
    onSuccess: () => refresh(client),
  });
}

export function useDeleteClub() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => apiFetch<{ id: number }>(`club/${id}`, { method: 'DELETE' }), onSuccess: () => refresh(client) });
}
