import { queryOptions } from '@tanstack/react-query';
import type { UserProfile, UserProfiles } from '@domain/contract';
import { apiFetch } from '@/shared/api';

/** The signed-in person's own data, as the profile screens read it. */
export const sessionQueries = {
  all: () => ['session'] as const,
  profile: (userId: number) =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'profile', userId] as const,
      queryFn: ({ signal }) => apiFetch<UserProfile>(`users/${userId}`, { signal }),
    }),
  people: (userId: number) =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'people', userId] as const,
      queryFn: ({ signal }) => apiFetch<UserProfiles>('profiles', { signal }),
    }),
};
