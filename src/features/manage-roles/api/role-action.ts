import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueries } from '@/entities/account';
import { apiFetch, type RequestOptions } from '@/shared/api';

export function useRoleAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, ...options }: RequestOptions & { path: string }) => apiFetch<unknown>(path, options),
    onSuccess: () => client.invalidateQueries({ queryKey: accountQueries.all() }),
  });
}
