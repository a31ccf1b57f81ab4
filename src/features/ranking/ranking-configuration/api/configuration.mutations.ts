import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RankingConfigurationInput, RankingConfigurationView } from '@domain/contract';
import { rankingQueries } from '@/entities/ranking';
import { apiFetch } from '@/shared/api';

/** Places a person in a ranking table the first time (POST), then changes that place on its version (PUT). */
export function useSaveConfiguration(current: RankingConfigurationView | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: RankingConfigurationInput) =>
      apiFetch<RankingConfigurationView>(current ? `person/ranking-configuration/${current.id}` : 'person/ranking-configuration', { method: current ? 'PUT' : 'POST', body: values }),
    onSuccess: (saved) => client.invalidateQueries({ queryKey: rankingQueries.configurations(saved.personId).queryKey }),
  });
}
