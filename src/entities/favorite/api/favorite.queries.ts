import { queryOptions } from '@tanstack/react-query';
import type { Favorite, FavoriteFeed, FollowMailSettings } from '@domain/contract';
import { apiFetch } from '@/shared/api';

/** What the signed-in user follows; keyed by user so another sign-in on the same page never reads the last one's. */
export const favoriteQueries = {
  all: () => ['favorite'] as const,
  list: (userId: number) =>
    queryOptions({ queryKey: [...favoriteQueries.all(), 'list', userId] as const, queryFn: ({ signal }) => apiFetch<Favorite[]>('favorites', { signal }) }),
  feed: (userId: number, locale: string) =>
    queryOptions({ queryKey: [...favoriteQueries.all(), 'feed', userId, locale] as const, queryFn: ({ signal }) => apiFetch<FavoriteFeed>('favorites/feed', { signal }) }),
  /** Which news of what the user follows also come by mail. */
  mail: (userId: number) =>
    queryOptions({ queryKey: [...favoriteQueries.all(), 'mail', userId] as const, queryFn: ({ signal }) => apiFetch<FollowMailSettings>('favorites/mail', { signal }) }),
};
