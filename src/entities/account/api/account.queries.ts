import { queryOptions } from '@tanstack/react-query';
import type { AccountMember, ApiKey, AccountShare, ManagedAccount, PermissionResourceInfo, ReceivedInvitation, RoleTemplate, SentInvitation } from '@domain/contract';
import { apiFetch } from '@/shared/api';

/** Accounts the person acts as, their users, shares and role templates. */
export const accountQueries = {
  all: () => ['account'] as const,
  list: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiFetch<ManagedAccount[]>('accounts', { signal }),
    }),
  members: (accountId: number) =>
    queryOptions({
      queryKey: [...accountQueries.all(), accountId, 'members'] as const,
      queryFn: ({ signal }) => apiFetch<AccountMember[]>('accounts/users', { query: { accountId }, signal }),
    }),
  shares: (accountId: number) =>
    queryOptions({
      queryKey: [...accountQueries.all(), accountId, 'shares'] as const,
      queryFn: ({ signal }) => apiFetch<AccountShare[]>('accounts/shared', { query: { accountId }, signal }),
    }),
  /** Invitations the account sent that are not accepted yet. */
  invitations: (accountId: number) =>
    queryOptions({
      queryKey: [...accountQueries.all(), accountId, 'invitations'] as const,
      queryFn: ({ signal }) => apiFetch<SentInvitation[]>('accounts/invitations', { query: { accountId }, signal }),
    }),
  /** Invitations waiting for the signed-in person's answer (to join an account, or to receive a share). */
  received: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'received'] as const,
      queryFn: ({ signal }) => apiFetch<ReceivedInvitation[]>('invitations', { signal }),
    }),
  roles: (accountId: number) =>
    queryOptions({
      queryKey: [...accountQueries.all(), accountId, 'roles'] as const,
      queryFn: ({ signal }) => apiFetch<RoleTemplate[]>('roles', { query: { accountId }, signal }),
    }),
  /** An account's API keys: the call acts as that account (`x-account-id`), which only its owners may. */
  apiKeys: (accountId: number) =>
    queryOptions({
      queryKey: [...accountQueries.all(), accountId, 'api-keys'] as const,
      queryFn: ({ signal }) => apiFetch<ApiKey[]>('accounts/api-keys', { headers: { 'x-account-id': String(accountId) }, signal }),
    }),
  /** Labels come translated: the locale is part of the key. */
  resources: (locale: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'resources', locale] as const,
      queryFn: ({ signal }) => apiFetch<PermissionResourceInfo[]>('roles/resources', { signal }),
      staleTime: Infinity,
    }),
};
