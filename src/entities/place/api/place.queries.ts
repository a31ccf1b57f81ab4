import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZES } from '@domain/catalog';
import type { Page, Place } from '@domain/contract';
import { apiFetch } from '@/shared/api';

export const placeQueries = {
  all: () => ['place'] as const,
  lists: () => [...placeQueries.all(), 'list'] as const,
  /** Spec: places are fetched page 0, size 99. */
  list: (communityId: number, page = 0, size: number = PAGE_SIZES.places) =>
    queryOptions({
      queryKey: [...placeQueries.lists(), communityId, page, size] as const,
      queryFn: ({ signal }) => apiFetch<Page<Place>>('place', { signal, query: { page, size } }),
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: [...placeQueries.all(), 'detail', id] as const, queryFn: ({ signal }) => apiFetch<Place>(`place/${id}`, { signal }) }),
};
