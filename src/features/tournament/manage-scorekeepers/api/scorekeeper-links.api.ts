import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScorekeeperLink, ScorekeeperLinkCreated, ScorekeeperLinkInput } from '@domain/contract';
import { apiFetch, apiRequest, unwrap } from '@/shared/api';

export const scorekeeperLinkQueries = {
  all: () => ['scorekeeper-links'] as const,
  list: (validId: number) =>
    queryOptions({ queryKey: [...scorekeeperLinkQueries.all(), validId] as const, queryFn: ({ signal }) => apiFetch<ScorekeeperLink[]>('scorekeeper', { signal, query: { validId } }) }),
};

export function useCreateScorekeeperLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ScorekeeperLinkInput) => unwrap(await apiRequest<ScorekeeperLinkCreated>('scorekeeper', { method: 'POST', body: input })),
    onSuccess: () => client.invalidateQueries({ queryKey: scorekeeperLinkQueries.all() }),
  });
}

export function useRevokeScorekeeperLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await apiRequest<ScorekeeperLink>(`scorekeeper/${id}`, { method: 'DELETE' })),
    onSuccess: () => client.invalidateQueries({ queryKey: scorekeeperLinkQueries.all() }),
  });
}
