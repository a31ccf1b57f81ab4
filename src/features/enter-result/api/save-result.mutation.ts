import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lineup, MatchResult } from '@domain/engine';
import { matchQueries, saveMatchResult } from '@/entities/match';
import { tournamentQueries } from '@/entities/tournament';

/** Saves a result on the version read; the group tables, bracket, match lists and tournament results read again. */
export function useSaveResult(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { version: number; result: MatchResult; lineup?: Lineup; reason?: string }) => saveMatchResult(matchId, body),
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: matchQueries.all() }), client.invalidateQueries({ queryKey: tournamentQueries.all() })]);
    },
  });
}
