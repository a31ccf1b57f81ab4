import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lineup, MatchResult } from '@domain/engine';
import { correctMatchResult, matchQueries } from '@/entities/match';
import { rankingQueries } from '@/entities/ranking';
import { tournamentQueries } from '@/entities/tournament';

/**
 * Corrects a result after the fact; the bracket, the tournament's positions, its history and the rankings it fed
 * read again (a finished tournament's ranking lines follow the correction).
 */
export function useCorrectResult(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { version: number; result: MatchResult; lineup?: Lineup; reason: string; clearDependents?: boolean }) => correctMatchResult(matchId, body),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: matchQueries.all() }),
        client.invalidateQueries({ queryKey: tournamentQueries.all() }),
        client.invalidateQueries({ queryKey: rankingQueries.all() }),
      ]);
    },
  });
}
