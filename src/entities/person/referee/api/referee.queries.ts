import { queryOptions } from '@tanstack/react-query';
import type { Page, Person, PersonSummary } from '@domain/contract';
import { apiFetch, isMissingRecord } from '@/shared/api';
import { refereeKind } from '../config/kind';

export interface RefereeFilters {
  page: number;
  size: number;
  q: string;
  clubId?: number | undefined;
}

export const refereeQueries = {
  // Typed as any kind's key, so the people screens can hold every kind's queries alike.
  all: (): readonly [string] => ['referee'],
  lists: () => [...refereeQueries.all(), 'list'] as const,
  /** A page of the space's referees, searchable by a prefix of the first or last name. */
  list: (communityId: number, filters: RefereeFilters) =>
    queryOptions({
      queryKey: [...refereeQueries.lists(), communityId, filters] as const,
      queryFn: ({ signal }) =>
        apiFetch<Page<PersonSummary>>('person/paginated', { signal, query: { modalityId: refereeKind.modalityId, ...filters } }),
    }),
  details: () => [...refereeQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({ queryKey: [...refereeQueries.details(), id] as const, queryFn: ({ signal }) => apiFetch<Person>(`person/referees/${id}`, { signal }), throwOnError: isMissingRecord }),
};
