import { queryOptions } from '@tanstack/react-query';
import type { Community, CommunityAccount, CommunityDetail, Page } from '@domain/contract';
import { apiFetch, isMissingRecord } from '@/shared/api';

/** Communities as lists and pages show them (the current space's own lookup is `communityQueries`). */
export const communityListQueries = {
  all: () => ['community', 'admin'] as const,
  lists: () => [...communityListQueries.all(), 'list'] as const,
  list: (filters: { page: number; size: number; q: string }) =>
    queryOptions({
      queryKey: [...communityListQueries.lists(), filters] as const,
      queryFn: ({ signal }) => apiFetch<Page<Community>>('communities', { signal, query: filters }),
    }),
  details: () => [...communityListQueries.all(), 'detail'] as const,
  detail: (id: number, accountId: number | null) =>
    queryOptions({
      // The answer says whether the current account may edit, so the account is part of the key.
      queryKey: [...communityListQueries.details(), id, accountId] as const,
      queryFn: ({ signal }) => apiFetch<CommunityDetail>(`communities/by-id/${id}`, { signal }),
      throwOnError: isMissingRecord,
    }),
  accounts: (communityId: number) =>
    queryOptions({
      queryKey: [...communityListQueries.all(), 'accounts', communityId] as const,
      queryFn: ({ signal }) => apiFetch<CommunityAccount[]>('communities/accounts', { signal, query: { communityId } }),
    }),
};
