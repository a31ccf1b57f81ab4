import { queryOptions } from '@tanstack/react-query';
import type { Community } from '@domain/contract';
import { apiFetch } from '@/shared/api';

export const communityQueries = {
  all: () => ['community'] as const,
  /** The space a domain (or a `?community=` choice) names; the server answers the default space for unknown names. */
  byDomain: (name: string) =>
    queryOptions({
      queryKey: [...communityQueries.all(), 'domain', name] as const,
      queryFn: ({ signal }) => apiFetch<Community>(`communities/${encodeURIComponent(name)}`, { signal }),
      // A space's look changes rarely; one lookup per visit is enough.
      staleTime: Infinity,
    }),
};
