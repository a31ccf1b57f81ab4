import { queryOptions } from '@tanstack/react-query';
import type { Page, Person, PersonSummary } from '@domain/contract';
import { apiFetch, isMissingRecord } from '@/shared/api';
import { affiliateKind } from '../config/kind';

export interface AffiliateFilters {
  page: number;
  size: number;
  q: string;
  clubId?: number | undefined;
}

export const affiliateQueries = {
  // Typed as any kind's key, so the people screens can hold every kind's queries alike.
  all: (): readonly [string] => ['affiliate'],
  lists: () => [...affiliateQueries.all(), 'list'] as const,
  /** A page of the space's affiliates, searchable by a prefix of the first or last name. */
  list: (communityId: number, filters: AffiliateFilters) =>
    queryOptions({
      queryKey: [...affiliateQueries.lists(), communityId, filters] as const,
      queryFn: ({ signal }) =>
        apiFetch<Page<PersonSummary>>('person/paginated', { signal, query: { modalityId: affiliateKind.modalityId, ...filters } }),
    }),
  details: () => [...affiliateQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({ queryKey: [...affiliateQueries.details(), id] as const, queryFn: ({ signal }) => apiFetch<Person>(`person/affiliates/${id}`, { signal }), throwOnError: isMissingRecord }),
};
