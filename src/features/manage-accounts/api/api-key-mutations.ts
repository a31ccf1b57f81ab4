import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, ApiKeyCreated, ApiKeyInput } from '@domain/contract';
import { accountQueries } from '@/entities/account';
import { apiRequest, unwrap } from '@/shared/api';

/** Each call acts as the account whose keys are shown, whichever account the person has chosen elsewhere. */
const actingAs = (accountId: number) => ({ 'x-account-id': String(accountId) });

export function useCreateApiKey(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApiKeyInput) => unwrap(await apiRequest<ApiKeyCreated>('accounts/api-keys', { method: 'POST', body: input, headers: actingAs(accountId) })),
    onSuccess: () => client.invalidateQueries({ queryKey: accountQueries.all() }),
  });
}

export function useRevokeApiKey(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (key: Pick<ApiKey, 'id' | 'version'>) =>
      unwrap(await apiRequest<ApiKey>(`accounts/api-keys/${key.id}`, { method: 'DELETE', query: { version: key.version }, headers: actingAs(accountId) })),
    onSuccess: () => client.invalidateQueries({ queryKey: accountQueries.all() }),
  });
}
