import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Organizer, OrganizerInput } from '@domain/contract';
import { clubQueries } from '@/entities/club';
import { organizerQueries } from '@/entities/organizer';
import { apiFetch } from '@/shared/api';

export function useSaveOrganizer(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: OrganizerInput) => apiFetch<Organizer>(id ? `organizers/${id}` : 'organizers', { method: id ? 'PUT' : 'POST', body: values }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: organizerQueries.all() }), client.invalidateQueries({ queryKey: clubQueries.all() })]),
  });
}
