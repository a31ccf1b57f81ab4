import { queryOptions } from '@tanstack/react-query';
import type { PersonSummary } from '@domain/contract';
import { apiFetch } from '@/shared/api';

/** People whose first or last name starts with the text (accents and case ignored by the server). */
export const typeaheadQuery = (communityId: number, q: string, modalityId: number | undefined, suggest?: PersonSuggestions) =>
  queryOptions({
    queryKey: suggest ? ([...suggest.key, q] as const) : (['person-typeahead', communityId, modalityId ?? 0, q] as const),
    queryFn: ({ signal }) => (suggest ? suggest.fetch(q, signal) : apiFetch<PersonSummary[]>('person/typeahead', { signal, query: { q, modalityId, limit: 8 } })),
    staleTime: 30_000,
  });

/** Another source of suggestions than the community's typeahead (e.g. the people a tournament can still take). */
export interface PersonSuggestions {
  key: readonly unknown[];
  fetch: (q: string, signal: AbortSignal) => Promise<PersonSummary[]>;
}
