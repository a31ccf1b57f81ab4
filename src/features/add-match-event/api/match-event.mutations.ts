import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchEventInput, UploadedImage } from '@domain/contract';
import { addMatchEvent, deleteMatchEvent, matchQueries } from '@/entities/match';
import { apiFetch } from '@/shared/api';

/**
 * Event writes move the match to a new version, so the match, its events and its phase's views read again
 * whether the write worked or was refused as stale.
 */
const refresh = (client: ReturnType<typeof useQueryClient>) => client.invalidateQueries({ queryKey: matchQueries.all() });

export function useAddMatchEvent(matchId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: MatchEventInput) => addMatchEvent(matchId, input), onSettled: () => refresh(client) });
}

export function useDeleteMatchEvent(matchId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: ({ eventId, version }: { eventId: number; version: number }) => deleteMatchEvent(matchId, eventId, version), onSettled: () => refresh(client) });
}

/** A match picture goes to the community's upload store first; the event then names it by id. */
export function useUploadPicture() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiFetch<UploadedImage>('images', { method: 'POST', body: form });
    },
  });
}
