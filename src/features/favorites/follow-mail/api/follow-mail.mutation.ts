import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowMailInput, FollowMailSettings } from '@domain/contract';
import { favoriteQueries } from '@/entities/favorite';
import { ApiRequestError, apiFetch } from '@/shared/api';

/** Saves which news come by mail, on the version read; the answer is the new state, kept at once. */
export function useSaveFollowMail(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FollowMailInput) => apiFetch<FollowMailSettings>('favorites/mail', { method: 'PUT', body: input }),
    onSuccess: (saved) => client.setQueryData(favoriteQueries.mail(userId).queryKey, saved),
    onSettled: () => client.invalidateQueries({ queryKey: favoriteQueries.all() }),
  });
}

/** The choice was changed elsewhere (another tab, or an unsubscribe link) since it was read. */
export const isStaleChoice = (error: unknown) => error instanceof ApiRequestError && error.body.status === 409;
