import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZES } from '@domain/catalog';
import type { Club, ClubDetail, Page } from '@domain/contract';
import { apiFetch, isMissingRecord } from '@/shared/api';

export interface ClubFilters {
  page?: number;
  size?: number;
  organizerId?: number | undefined;
  q?: string;
}

export const clubQueries = {
  all: () => ['club'] as const,
  lists: () => [...clubQueries.all(), 'list'] as const,
  /** Spec: clubs are fetched page 0, size 999, optionally by organiser. */
  list: (communityId: number, filters: ClubFilters = {}) =>
    queryOptions({
      queryKey: [...clubQueries.lists(), communityId, filters] as const,
      queryFn: ({ signal }) =>
        apiFetch<Page<Club>>('club', { signal, query: { page: filters.page ?? 0, size: filters.size ?? PAGE_SIZES.clubs, organizerId: filters.organizerId, q: filters.q } }),
    }),
  details: () => [...clubQueries.all(), 'detail'] as const,
  detail: (id: number) => queryOptions({ queryKey: [...clubQueries.details(), id] as const, queryFn: ({ signal }) => apiFetch<ClubDetail>(`club/${id}`, { signal }), throwOnError: isMissingRecord }),
};
