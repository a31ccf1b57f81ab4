import { queryOptions } from '@tanstack/react-query';
import type { CertificationRequest, CertificationStatus, CertificationType } from '@domain/contract';
import { apiFetch } from '@/shared/api';

export type CertificationBox = 'received' | 'sent';
export interface CertificationFilters {
  status?: CertificationStatus | undefined;
  type?: CertificationType | undefined;
}

/** Keys start with `certification`, like the top bar's pending count, so one invalidation refreshes both. */
export const certificationQueries = {
  all: () => ['certification'] as const,
  lists: () => [...certificationQueries.all(), 'list'] as const,
  ofUser: (userId: number) =>
    queryOptions({
      queryKey: [...certificationQueries.lists(), 'user', userId] as const,
      queryFn: ({ signal }) => apiFetch<CertificationRequest[]>(`certifications/users/${userId}`, { signal }),
    }),
  /** Received: the inbox of the account acted as. Sent: the signed-in user's own requests. */
  list: (box: CertificationBox, accountId: number | null, filters: CertificationFilters = {}) =>
    queryOptions({
      queryKey: [...certificationQueries.lists(), box, accountId, filters] as const,
      queryFn: ({ signal }) =>
        apiFetch<CertificationRequest[]>('certifications', {
          query: { box, ...(filters.status ? { status: filters.status } : {}), ...(filters.type ? { type: filters.type } : {}) },
          signal,
        }),
    }),
  details: () => [...certificationQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...certificationQueries.details(), id] as const,
      queryFn: ({ signal }) => apiFetch<CertificationRequest>(`certifications/${id}`, { signal }),
    }),
};
