import { queryOptions } from '@tanstack/react-query';
import type { Page, Person, PersonSummary } from '@domain/contract';
import { apiFetch, isMissingRecord } from '@/shared/api';
import { coachKind } from '../config/kind';

export interface CoachFilters {
  page: number;
  size: number;
  q: string;
  clubId?: number | undefined;
}

export const coachQueries = {
  // Typed as any kind's key, so the people screens can hold every kind's queries alike.
  all: (): readonly [string] => ['coach'],
  lists: () => [...coachQueries.all(), 'list'] as const,
  /** A page of the space's coaches, searchable by a prefix of the first or last name. */
  list: (communityId: number, filters: CoachFilters) =>
    queryOptions({
      queryKey: [...coachQueries.lists(), communityId, filters] as const,
      queryFn: ({ signal }) =>
        apiFetch<Page<PersonSummary>>('person/paginated', { signal, query: { modalityId: coachKind.modalityId, ...filters } }),
    }),
  details: () => [...coachQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({ queryKey: [...coachQueries.details(), id] as const, queryFn: ({ signal }) => apiFetch<Person>(`person/coaches/${id}`, { signal }), throwOnError: isMissingRecord }),
};
