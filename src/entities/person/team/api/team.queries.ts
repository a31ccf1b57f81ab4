import { queryOptions } from '@tanstack/react-query';
import type { Page, Person, PersonSummary } from '@domain/contract';
import { apiFetch, isMissingRecord } from '@/shared/api';
import { teamKind } from '../config/kind';

export interface TeamFilters {
  page: number;
  size: number;
  q: string;
  clubId?: number | undefined;
}

export const teamQueries = {
  // Typed as any kind's key, so the people screens can hold every kind's queries alike.
  all: (): readonly [string] => ['team'],
  lists: () => [...teamQueries.all(), 'list'] as const,
  /** A page of the space's teams, searchable by a prefix of the first or last name. */
  list: (communityId: number, filters: TeamFilters) =>
    queryOptions({
      queryKey: [...teamQueries.lists(), communityId, filters] as const,
      queryFn: ({ signal }) =>
        apiFetch<Page<PersonSummary>>('person/paginated', { signal, query: { modalityId: teamKind.modalityId, ...filters } }),
    }),
  details: () => [...teamQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({ queryKey: [...teamQueries.details(), id] as const, queryFn: ({ signal }) => apiFetch<Person>(`person/teams/${id}`, { signal }), throwOnError: isMissingRecord }),
};
