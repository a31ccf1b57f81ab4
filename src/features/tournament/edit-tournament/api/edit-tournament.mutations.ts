import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Phase, PhaseInput, PhaseOrderInput, Valid, ValidCloneInput } from '@domain/contract';
import { tournamentQueries } from '@/entities/tournament';
import { apiFetch } from '@/shared/api';
import type { ValidBody } from '../model/edit-values';

function useFreshTournaments() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: tournamentQueries.all() });
}

export function useUpdateTournament(id: number) {
  const fresh = useFreshTournaments();
  return useMutation({ mutationFn: (body: ValidBody) => apiFetch<Valid>(`valid/${id}`, { method: 'PUT', body }), onSuccess: fresh });
}

export function useDeleteTournament(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ id: number }>(`valid/${id}`, { method: 'DELETE' }),
    // The page that showed it is left right away; only the lists need reading again.
    onSuccess: () => {
      client.removeQueries({ queryKey: tournamentQueries.detail(id).queryKey });
      return client.invalidateQueries({ queryKey: tournamentQueries.lists() });
    },
  });
}

export function useCloneTournament(id: number) {
  const fresh = useFreshTournaments();
  return useMutation({ mutationFn: (body: ValidCloneInput) => apiFetch<Valid>(`valid/${id}/clone`, { method: 'POST', body }), onSuccess: fresh });
}

export function useSavePhase(id: number | null) {
  const fresh = useFreshTournaments();
  return useMutation({ mutationFn: (body: PhaseInput) => apiFetch<Phase>(id ? `phase/${id}` : 'phase', { method: id ? 'PUT' : 'POST', body }), onSuccess: fresh });
}

export function useDeletePhase() {
  const fresh = useFreshTournaments();
  return useMutation({ mutationFn: (id: number) => apiFetch<{ id: number }>(`phase/${id}`, { method: 'DELETE' }), onSuccess: fresh });
}

export function useReorderPhases() {
  const fresh = useFreshTournaments();
  return useMutation({ mutationFn: (body: PhaseOrderInput) => apiFetch<Phase[]>('phase/order', { method: 'PUT', body }), onSuccess: fresh });
}
