import { queryOptions } from '@tanstack/react-query';
import type { CertificationRequest } from '@domain/contract';
import { apiFetch } from '@/shared/api';

/** Keys start with `certification`, like the top bar's pending count, so one invalidation refreshes both. */
export const certificationQueries = {
  all: () => ['certification'] as const,
  lists: () => [...certificationQueries.all(), 'list'] as const,
  ofUser: (userId: number) =>
    queryOptions({
      queryKey: [...certificationQueries.lists(), 'user', userId] as const,
      queryFn: ({ signal }) => apiFetch<CertificationRequest[]>(`certifications/users/${userId}`, { signal }),
    }),
  inbox: (accountId: number | null) =>
    queryOptions({
      queryKey: [...certificationQueries.lists(), 'inbox', accountId] as const,
      queryFn: ({ signal }) => apiFetch<CertificationRequest[]>('certifications', { signal }),
    }),
  details: () => [...certificationQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...certificationQueries.details(), id] as const,
      queryFn: ({ signal }) => apiFetch<CertificationRequest>(`certifications/${id}`, { signal }),
    }),
};
