import { queryOptions } from '@tanstack/react-query';
import type { Page, Person, PersonSummary } from '@domain/contract';
import { apiFetch, isMissingRecord } from '@/shared/api';
import { doubleKind } from '../config/kind';

export interface DoubleFilters {
  page: number;
  size: number;
  q: string;
  clubId?: number | undefined;
}

export const doubleQueries = {
  // Typed as any kind's key, so the people screens can hold every kind's queries alike.
  all: (): readonly [string] => ['double'],
  lists: () => [...doubleQueries.all(), 'list'] as const,
  /** A page of the space's doubles, searchable by a prefix of the first or last name. */
  list: (communityId: number, filters: DoubleFilters) =>
    queryOptions({
      queryKey: [...doubleQueries.lists(), communityId, filters] as const,
      queryFn: ({ signal }) =>
        apiFetch<Page<PersonSummary>>('person/paginated', { signal, query: { modalityId: doubleKind.modalityId, ...filters } }),
    }),
  details: () => [...doubleQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({ queryKey: [...doubleQueries.details(), id] as const, queryFn: ({ signal }) => apiFetch<Person>(`person/doubles/${id}`, { signal }), throwOnError: isMissingRecord }),
};
