import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerCandidate, PlayerLinkResult, UserProfiles } from '@domain/contract';
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
    mutationFn: async (personId: number | null): Promise<PlayerLinkResult> =>
      personId === null
        ? { ...(await apiFetch<UserProfiles>('profiles/player', { method: 'DELETE' })), request: null }
        : apiFetch<PlayerLinkResult>('profiles/player', { method: 'PUT', body: { personId } }),
    // A player another account manages becomes a request: the requests lists change too.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: sessionQueries.all() }), client.invalidateQueries({ queryKey: ['certification'] })]),
  });
}
