import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api';

const pendingRequestsQuery = queryOptions({
  queryKey: ['certification', 'pending-count'] as const,
  queryFn: ({ signal }) => apiFetch<{ count: number }>('certifications/pending-count', { signal }),
  refetchInterval: 60_000,
  // A failed count simply shows no badge; retrying would only delay that.
  retry: false,
});

/** Requests waiting for the signed-in person's answer; 0 when unknown or failed. */
export function usePendingRequestCount(enabled: boolean): number {
  const { data } = useQuery({ ...pendingRequestsQuery, enabled });
  return enabled && data ? data.count : 0;
}
