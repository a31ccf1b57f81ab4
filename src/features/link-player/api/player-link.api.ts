import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerCandidate, UserProfiles } from '@domain/contract';
import { sessionQueries } from '@/entities/session';
import { apiFetch } from '@/shared/api';

export const playerSearchQuery = (text: string) =>
  queryOptions({
    queryKey: [...sessionQueries.all(), 'player-search', text] as const,
    queryFn: ({ signal }) => apiFetch<PlayerCandidate[]>('profiles/players', { query: { q: text }, signal }),
    enabled: text.trim().length >= 2,
  });

export function useLinkPlayer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (personId: number | null) =>
      personId === null
        ? apiFetch<UserProfiles>('profiles/player', { method: 'DELETE' })
        : apiFetch<UserProfiles>('profiles/player', { method: 'PUT', body: { personId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionQueries.all() }),
  });
}
