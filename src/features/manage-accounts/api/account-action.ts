import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import type { SessionUser } from '@domain/contract';
import { accountQueries } from '@/entities/account';
import { $user, profileUpdated } from '@/entities/session';
import { apiFetch, type RequestOptions } from '@/shared/api';

/**
 * One write on accounts, users or shares. Afterwards the account data is read again, and so is the session
 * user, whose account list (names, new accounts) the top bar and the account choice show.
 */
export function useAccountAction() {
  const client = useQueryClient();
  const [user, updated] = useUnit([$user, profileUpdated]);
  return useMutation({
    mutationFn: ({ path, ...options }: RequestOptions & { path: string }) => apiFetch<unknown>(path, options),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: accountQueries.all() });
      if (user) updated({ ...user, ...(await apiFetch<SessionUser>(`users/${user.id}`)) });
    },
  });
}
