import { queryOptions } from '@tanstack/react-query';
import type { PersonSummary } from '@domain/contract';
import { apiFetch } from '@/shared/api';

/** People whose first or last name starts with the text (accents and case ignored by the server). */
export const typeaheadQuery = (communityId: number, q: string, modalityId: number | undefined) =>
  queryOptions({
    queryKey: ['person-typeahead', communityId, modalityId ?? 0, q] as const,
    queryFn: ({ signal }) => apiFetch<PersonSummary[]>('person/typeahead', { signal, query: { q, modalityId, limit: 8 } }),
    staleTime: 30_000,
  });
