import { queryOptions } from '@tanstack/react-query';
import type { Page, Season } from '@domain/contract';
import { apiFetch } from '@/shared/api';

export const seasonQueries = {
  all: () => ['season'] as const,
  lists: () => [...seasonQueries.all(), 'list'] as const,
  list: (communityId: number, page = 0, size = 100) =>
    queryOptions({
      queryKey: [...seasonQueries.lists(), communityId, page, size] as const,
      queryFn: ({ signal }) => apiFetch<Page<Season>>('seasons', { signal, query: { page, size } }),
    }),
};
