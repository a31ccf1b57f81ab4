import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LevelGroupInput, LevelGroupView } from '@domain/contract';
import { rankingQueries } from '@/entities/ranking';
import { apiFetch } from '@/shared/api';

/** Creates a division ladder, or changes one on the version that was read. */
export function useSaveLevelGroup(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: LevelGroupInput) => apiFetch<LevelGroupView>(id ? `level-group/${id}` : 'level-group', { method: id ? 'PUT' : 'POST', body: values }),
    // The form closes on the answer; what shows the ladders reads again behind it.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: rankingQueries.all() });
    },
  });
}

export function useDeleteLevelGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ id: number }>(`level-group/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: rankingQueries.all() }),
  });
}
