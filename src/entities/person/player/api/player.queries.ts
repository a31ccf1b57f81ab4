import { queryOptions } from '@tanstack/react-query';
import type { Page, Person, PersonSummary } from '@domain/contract';
import { apiFetch, isMissingRecord } from '@/shared/api';
import { playerKind } from '../config/kind';

export interface PlayerFilters {
  page: number;
  size: number;
  q: string;
  clubId?: number | undefined;
}

export const playerQueries = {
  // Typed as any kind's key, so the people screens can hold every kind's queries alike.
  all: (): readonly [string] => ['player'],
  lists: () => [...playerQueries.all(), 'list'] as const,
  /** A page of the space's players, searchable by a prefix of the first or last name. */
  list: (communityId: number, filters: PlayerFilters) =>
    queryOptions({
      queryKey: [...playerQueries.lists(), communityId, filters] as const,
      queryFn: ({ signal }) =>
        apiFetch<Page<PersonSummary>>('person/paginated', { signal, query: { modalityId: playerKind.modalityId, ...filters } }),
    }),
  details: () => [...playerQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({ queryKey: [...playerQueries.details(), id] as const, queryFn: ({ signal }) => apiFetch<Person>(`person/players/${id}`, { signal }), throwOnError: isMissingRecord }),
};
