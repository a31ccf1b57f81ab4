import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Community, CommunityInput } from '@domain/contract';
import { communityListQueries, communityQueries } from '@/entities/community';
import { apiFetch } from '@/shared/api';

export function useUpdateCommunity(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: CommunityInput & { version?: number | undefined }) => apiFetch<Community>(`communities/${id}`, { method: 'PUT', body: values }),
    // The space on show may be this one: its look is looked up again.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: communityListQueries.all() }), client.invalidateQueries({ queryKey: communityQueries.all() })]),
  });
}
