import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Phase, ValidDetail } from '@domain/contract';
import { entryLabels, matchQueries } from '@/entities/match';
import { tournamentQueries } from '@/entities/tournament';

/** What every phase sheet reads: the draw, the matches and the entries' names, as the phase's screens do. */
export function usePhasePrint(validId: number, phaseId: number) {
  const draw = useQuery(matchQueries.draw(phaseId));
  const matches = useQuery({ ...matchQueries.list(phaseId), enabled: Boolean(draw.data) });
  const entries = useQuery(tournamentQueries.entries(validId, { size: 1000 }));
  const labels = useMemo(() => entryLabels(entries.data?.items ?? [], draw.data), [entries.data, draw.data]);
  const queries = [draw, entries, ...(draw.data ? [matches] : [])];
  return {
    draw: draw.data ?? null,
    matches: matches.data ?? [],
    labels,
    pending: queries.some((query) => query.isPending),
    failed: queries.some((query) => query.isError),
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}

export interface SheetContext {
  tournament: ValidDetail;
  phase: Phase | null;
}
