import { queryOptions } from '@tanstack/react-query';
import type { OrderOfPlay } from '@domain/contract';
import { apiFetch } from '@/shared/api';

/** A tournament's courts, or a place's today; a desk change or a live notice invalidates `orderOfPlayQueries.all()`. */
export const orderOfPlayQueries = {
  all: () => ['order-of-play'] as const,
  of: (kind: 'valid' | 'place', id: number) =>
    queryOptions({
      queryKey: [...orderOfPlayQueries.all(), kind, id] as const,
      queryFn: ({ signal }) => apiFetch<OrderOfPlay>(`order-of-play/${kind}/${id}`, { signal }),
    }),
};
