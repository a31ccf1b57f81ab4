import { queryOptions } from '@tanstack/react-query';
import type { MatchResult } from '@domain/engine';
import { SCOREKEEPER_HEADER, type ApiResult, type MatchView, type ScorekeeperScopeView } from '@domain/contract';
import { apiRequest, unwrap } from '@/shared/api';

const withToken = (token: string) => ({ [SCOREKEEPER_HEADER]: token });

/** What a link opens; kept by the service worker too, so the screen opens without connection. */
export const scorekeeperQueries = {
  all: () => ['scorekeeper'] as const,
  scope: (token: string) =>
    queryOptions({
      queryKey: [...scorekeeperQueries.all(), 'scope', token] as const,
      queryFn: async ({ signal }) => unwrap(await apiRequest<ScorekeeperScopeView>('scorekeeper/scope', { signal, headers: withToken(token) })),
      retry: false,
    }),
};

export interface SaveRequest {
  matchId: number;
  version: number;
  result: MatchResult;
  idempotencyKey: string;
}

/** One save through the link; the outcome as the API answered it (never throws). */
export function sendSave(token: string, save: SaveRequest): Promise<ApiResult<MatchView>> {
  const { matchId, ...body } = save;
  return apiRequest<MatchView>(`scorekeeper/match/${matchId}`, { method: 'PUT', body, headers: withToken(token) });
}
