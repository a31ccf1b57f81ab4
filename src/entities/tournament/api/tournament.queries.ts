import { queryOptions } from '@tanstack/react-query';
import type { Inscribed, InscribedPerson, MultiTournament, Page, Phase, StatusAction, Valid, ValidDetail, ValidListSort, ValidResults } from '@domain/contract';
import { apiFetch, isMissingRecord } from '@/shared/api';

/** Filters of the tournaments list, as the URL keeps them. */
export interface ValidFilters {
  page?: number;
  size?: number;
  sportId?: number | undefined;
  statusId?: number | undefined;
  seasonId?: number | undefined;
  tournamentId?: number | undefined;
  placeId?: number | undefined;
  /** ISO days: the tournaments played on some day between them. */
  from?: string | undefined;
  to?: string | undefined;
  sort?: ValidListSort | undefined;
  q?: string | undefined;
}

/** Whose tournaments: an organiser's (it runs them) or a club's (its entries play them). */
export type LinkedFilter = { organizerId: number; clubId?: undefined } | { clubId: number; organizerId?: undefined };

export interface EntryFilters {
  page?: number;
  size?: number;
  /** Also list the removed entries (the owner restores them). */
  removed?: boolean;
  q?: string | undefined;
}

const compact = (filters: object) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '' && value !== null));

export const tournamentQueries = {
  all: () => ['valid'] as const,
  lists: () => [...tournamentQueries.all(), 'list'] as const,
  list: (communityId: number, filters: ValidFilters = {}) =>
    queryOptions({
      queryKey: [...tournamentQueries.lists(), communityId, compact(filters)] as const,
      queryFn: ({ signal }) => apiFetch<Page<Valid>>('valid', { signal, query: { page: 0, size: 12, ...compact(filters) } }),
    }),
  /** The tournaments an organiser runs or a club's entries play: the same whatever the community, so no community in the key. */
  linked: (link: LinkedFilter, page: number, size: number) =>
    queryOptions({
      queryKey: [...tournamentQueries.lists(), 'linked', compact(link), page, size] as const,
      queryFn: ({ signal }) => apiFetch<Page<Valid>>('valid', { signal, query: { ...compact(link), page, size } }),
    }),
  details: () => [...tournamentQueries.all(), 'detail'] as const,
  detail: (id: number) => queryOptions({ queryKey: [...tournamentQueries.details(), id] as const, queryFn: ({ signal }) => apiFetch<ValidDetail>(`valid/${id}`, { signal }), throwOnError: isMissingRecord }),
  phase: (id: number) => queryOptions({ queryKey: [...tournamentQueries.all(), 'phase', id] as const, queryFn: ({ signal }) => apiFetch<Phase>('phase', { signal, query: { id } }), throwOnError: isMissingRecord }),
  results: (id: number) => queryOptions({ queryKey: [...tournamentQueries.all(), 'results', id] as const, queryFn: ({ signal }) => apiFetch<ValidResults>(`valid/results/${id}`, { signal }) }),
  entries: (validId: number, filters: EntryFilters = {}) =>
    queryOptions({
      queryKey: [...tournamentQueries.all(), 'entries', validId, compact(filters)] as const,
      queryFn: ({ signal }) =>
        apiFetch<Page<Inscribed>>(`inscribed/${validId}`, { signal, query: { page: 0, size: 100, ...compact({ ...filters, removed: filters.removed ? 'true' : undefined }) } }),
    }),
  /** Who plays a phase: for a later phase the entries its draw placed, or those it will be drawn from (the server decides). */
  phaseEntries: (validId: number, phaseId: number) =>
    queryOptions({
      queryKey: [...tournamentQueries.all(), 'phase-entries', validId, phaseId] as const,
      queryFn: ({ signal }) => apiFetch<Page<Inscribed>>(`inscribed/${validId}/${phaseId}`, { signal, query: { page: 0, size: 1000 } }),
    }),
  /** Key of the people a tournament can still take (the typeahead appends the text). */
  candidates: (validId: number) => [...tournamentQueries.all(), 'candidates', validId] as const,
};

export const multiTournamentQueries = {
  all: () => ['multi-tournament'] as const,
  lists: () => [...multiTournamentQueries.all(), 'list'] as const,
  list: (communityId: number, filters: { page?: number; size?: number; q?: string | undefined } = {}) =>
    queryOptions({
      queryKey: [...multiTournamentQueries.lists(), communityId, compact(filters)] as const,
      queryFn: ({ signal }) => apiFetch<Page<MultiTournament>>('tournament', { signal, query: { page: 0, size: 20, ...compact(filters) } }),
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: [...multiTournamentQueries.all(), 'detail', id] as const, queryFn: ({ signal }) => apiFetch<MultiTournament>(`tournament/${id}`, { signal }), throwOnError: isMissingRecord }),
};

/** People who can still be entered in a tournament, by name: the server applies the eligibility rules. */
export function fetchCandidates(validId: number, q: string, signal: AbortSignal) {
  return apiFetch<InscribedPerson[]>(`inscribed/${validId}/candidates`, { signal, query: { q, limit: 10 } });
}

/** Changes a tournament's or a phase's status; the server's status machine decides and answers 409 when it refuses. */
export function changeStatus(scope: 'valid' | 'phase', id: number, action: StatusAction, version: number) {
  return apiFetch<Valid | Phase>(`${scope}/${id}/status`, { method: 'POST', body: { action, version } });
}
