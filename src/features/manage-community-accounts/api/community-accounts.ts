import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityAccount, CommunityRole } from '@domain/contract';
import { communityListQueries } from '@/entities/community';
import { apiFetch } from '@/shared/api';

function useRefresh(communityId: number) {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: communityListQueries.accounts(communityId).queryKey }), client.invalidateQueries({ queryKey: ['reference', 'admins'] })]);
}

export function useAddAccount(communityId: number) {
  const refresh = useRefresh(communityId);
  return useMutation({
    mutationFn: (input: { accountId: number; role: CommunityRole }) => apiFetch<CommunityAccount>('communities/accounts', { method: 'POST', body: { ...input, communityId } }),
    onSuccess: refresh,
  });
}

export function useChangeRole(communityId: number) {
  const refresh = useRefresh(communityId);
  return useMutation({
    mutationFn: (input: { id: number; role: CommunityRole; version: number }) => apiFetch<CommunityAccount>(`communities/accounts/${input.id}`, { method: 'PUT', body: { role: input.role, version: input.version } }),
    onSuccess: refresh,
  });
}

export function useRemoveAccount(communityId: number) {
  const refresh = useRefresh(communityId);
  return useMutation({ mutationFn: (id: number) => apiFetch<{ id: number }>(`communities/accounts/${id}`, { method: 'DELETE' }), onSuccess: refresh });
}
