import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarQueries, type MoveMatchRequest, type MoveMatchResult } from '@/entities/calendar';
import { matchQueries } from '@/entities/match';
import { ApiRequestError, apiFetch } from '@/shared/api';

export interface MoveMatchVariables {
  matchId: number;
  body: MoveMatchRequest;
}

/** Moves a match on the version that was read; every calendar and the match's own views read again. */
export function useMoveMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, body }: MoveMatchVariables) => apiFetch<MoveMatchResult>(`calendar/matches/${matchId}`, { method: 'PUT', body }),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: calendarQueries.all() }), queryClient.invalidateQueries({ queryKey: matchQueries.all() })]);
    },
  });
}

/** Someone changed the match since it was read (409): the screen offers to read it again. */
export const isStaleMove = (error: unknown) => error instanceof ApiRequestError && error.body.status === 409;
