import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Favorite, FavoriteKind } from '@domain/contract';
import { favoriteQueries } from '@/entities/favorite';
import { apiFetch } from '@/shared/api';

export interface FollowTarget {
  kind: FavoriteKind;
  targetId: number;
  /** Shown in the list until the server's answer replaces it. */
  name: string;
}

const same = (a: Pick<Favorite, 'kind' | 'targetId'>, b: Pick<Favorite, 'kind' | 'targetId'>) => a.kind === b.kind && a.targetId === b.targetId;

/**
 * Follows or unfollows at once in the cached list (the star changes on the click), and puts the list back as it
 * was when the server refuses; the feed is read again either way.
 */
export function useToggleFollow(userId: number, target: FollowTarget, onError: () => void) {
  const client = useQueryClient();
  const list = favoriteQueries.list(userId);
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? apiFetch<Favorite>('favorites', { method: 'POST', body: { kind: target.kind, targetId: target.targetId } })
        : apiFetch<unknown>(`favorites/${target.kind}/${target.targetId}`, { method: 'DELETE' }),
    onMutate: async (follow) => {
      await client.cancelQueries({ queryKey: list.queryKey });
      const before = client.getQueryData(list.queryKey);
      const others = (before ?? []).filter((item) => !same(item, target));
      const optimistic: Favorite = { kind: target.kind, targetId: target.targetId, name: target.name, sportId: null, createdAt: new Date().toISOString() };
      client.setQueryData(list.queryKey, follow ? [...others, optimistic] : others);
      return { before };
    },
    onError: (_error, _follow, context) => {
      client.setQueryData(list.queryKey, context?.before);
      onError();
    },
    onSettled: () => client.invalidateQueries({ queryKey: favoriteQueries.all() }),
  });
}
