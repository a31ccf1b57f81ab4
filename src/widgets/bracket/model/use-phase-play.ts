import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { entryLabels, matchQueries } from '@/entities/match';
import { tournamentQueries } from '@/entities/tournament';

/** A phase's draw, its matches and its entries' names, read together: its bracket (on the platform and embedded) and its match lists show them. */
export function usePhasePlay(phaseId: number, validId: number) {
  const draw = useQuery(matchQueries.draw(phaseId));
  const matches = useQuery({ ...matchQueries.list(phaseId), enabled: Boolean(draw.data) });
  const entries = useQuery(tournamentQueries.entries(validId, { size: 1000 }));
  const labels = useMemo(() => entryLabels(entries.data?.items ?? [], draw.data), [entries.data, draw.data]);
  const queries = [draw, entries, ...(draw.data ? [matches] : [])];
  return {
    draw: draw.data,
    matches: matches.data ?? [],
    labels,
    pending: queries.some((query) => query.isPending),
    failed: queries.some((query) => query.isError),
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
