import { queryOptions } from '@tanstack/react-query';
import type { Lineup, MatchResult } from '@domain/engine';
import type { GroupDetail, MatchCorrected, MatchEventInput, MatchExtras, MatchView, PersonMatchesPage, PhaseDraw, Podium, ResultHistory, TeamSheet, Versus } from '@domain/contract';
import { apiFetch, isMissingRecord } from '@/shared/api';

/**
 * Draws, groups and matches share the `match` root: a result or a redraw changes all of them, so a write
 * invalidates `matchQueries.all()` and every group table, bracket and match view reads again.
 */
export const matchQueries = {
  all: () => ['match'] as const,
  draw: (phaseId: number) =>
    queryOptions({ queryKey: [...matchQueries.all(), 'draw', phaseId] as const, queryFn: ({ signal }) => apiFetch<PhaseDraw | null>(`sort/group/${phaseId}`, { signal }) }),
  group: (groupId: number) =>
    queryOptions({ queryKey: [...matchQueries.all(), 'group', groupId] as const, queryFn: ({ signal }) => apiFetch<GroupDetail>(`group/${groupId}`, { signal }) }),
  lists: () => [...matchQueries.all(), 'list'] as const,
  list: (phaseId: number) =>
    queryOptions({ queryKey: [...matchQueries.lists(), phaseId] as const, queryFn: ({ signal }) => apiFetch<MatchView[]>('match', { signal, query: { phaseId } }) }),
  details: () => [...matchQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({ queryKey: [...matchQueries.details(), id] as const, queryFn: ({ signal }) => apiFetch<MatchView>(`match/${id}`, { signal }), throwOnError: isMissingRecord }),
  /** A match's events and sides; under the `match` root, so a live change of its phase reads them again. */
  extras: (id: number) =>
    queryOptions({ queryKey: [...matchQueries.all(), 'extras', id] as const, queryFn: ({ signal }) => apiFetch<MatchExtras>(`match/extras/${id}`, { signal }) }),
  /** A team encounter's order of play, rosters and line-up; a saved result reads it again. */
  sheet: (id: number) =>
    queryOptions({ queryKey: [...matchQueries.all(), 'sheet', id] as const, queryFn: ({ signal }) => apiFetch<TeamSheet>(`match/sheet/${id}`, { signal }) }),
  /** Every save of the match's result (its tournament's owner only); a saved result reads it again. */
  history: (id: number) =>
    queryOptions({ queryKey: [...matchQueries.all(), 'history', id] as const, queryFn: ({ signal }) => apiFetch<ResultHistory>(`match/history/${id}`, { signal }) }),
  versus: (personId: number, otherId: number) =>
    queryOptions({
      queryKey: [...matchQueries.all(), 'versus', personId, otherId] as const,
      queryFn: ({ signal }) => apiFetch<Versus>(`match/versus/${personId}`, { signal, query: { other: otherId } }),
    }),
  /** A person's played matches (newest first) or coming ones (soonest first), a page at a time. */
  ofPerson: (personId: number, played: boolean, page: number, size = 10) =>
    queryOptions({
      queryKey: [...matchQueries.all(), 'person', personId, played, page, size] as const,
      queryFn: ({ signal }) => apiFetch<PersonMatchesPage>(`match/person/${personId}`, { signal, query: { played, page, size } }),
    }),
  podiums: (personId: number) =>
    queryOptions({ queryKey: [...matchQueries.all(), 'podiums', personId] as const, queryFn: ({ signal }) => apiFetch<Podium[]>(`match/person/${personId}/podiums`, { signal }) }),
};

/** Adds an event on the version of the match that was read; 409 carries the current match. */
export function addMatchEvent(id: number, body: MatchEventInput) {
  return apiFetch<MatchExtras>(`match/extras/${id}`, { method: 'POST', body });
}

export function deleteMatchEvent(id: number, eventId: number, version: number) {
  return apiFetch<MatchExtras>(`match/extras/${id}/${eventId}`, { method: 'DELETE', query: { version } });
}

/** Enters or corrects a result on the version that was read; 409 carries the current match, 422 the engine's reason. */
export function saveMatchResult(id: number, body: { version: number; result: MatchResult; lineup?: Lineup; reason?: string }) {
  return apiFetch<MatchView>(`match/${id}`, { method: 'PUT', body });
}

/** A correction after the fact: the reason is required; `clearDependents` consents to clearing later matches. */
export function correctMatchResult(id: number, body: { version: number; result: MatchResult; lineup?: Lineup; reason: string; clearDependents?: boolean }) {
  return apiFetch<MatchCorrected>(`match/correction/${id}`, { method: 'PUT', body });
}
