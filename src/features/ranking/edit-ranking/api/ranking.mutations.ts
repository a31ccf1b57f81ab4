import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RankingInput, RankingView, SnapshotInput, SnapshotView } from '@domain/contract';
import { rankingQueries } from '@/entities/ranking';
import { apiFetch } from '@/shared/api';

/** Creates a ranking, or changes one on the version that was read (409 when someone saved it meanwhile). */
export function useSaveRanking(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: RankingInput) => apiFetch<RankingView>(id ? `ranking/${id}` : 'ranking', { method: id ? 'PUT' : 'POST', body: values }),
    // The saved ranking is known at once; the lists and tables read again behind the closed form, not before it.
    onSuccess: (saved) => {
      client.setQueryData(rankingQueries.detail(saved.id).queryKey, saved);
      void client.invalidateQueries({ queryKey: rankingQueries.all() });
    },
  });
}

export function useDeleteRanking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ id: number }>(`ranking/${id}`, { method: 'DELETE' }),
    // The deleted ranking's own queries are left alone: its page is still showing them until it moves away.
    onSuccess: () => client.invalidateQueries({ queryKey: rankingQueries.lists() }),
  });
}

/** Freezes a ranking's tables on a day; its snapshot list and tables (their movement marks) read again. */
export function useTakeSnapshot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: SnapshotInput) => apiFetch<SnapshotView>('ranking/snapshots', { method: 'POST', body: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: rankingQueries.all() }),
  });
}
