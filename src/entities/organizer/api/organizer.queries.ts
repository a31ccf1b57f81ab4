import { queryOptions } from '@tanstack/react-query';
import type { Organizer, OrganizerProfile, Page } from '@domain/contract';
import { apiFetch, isMissingRecord } from '@/shared/api';

export const organizerQueries = {
  all: () => ['organizer'] as const,
  lists: () => [...organizerQueries.all(), 'list'] as const,
  list: (communityId: number) =>
    queryOptions({
      queryKey: [...organizerQueries.lists(), communityId] as const,
      queryFn: ({ signal }) => apiFetch<Page<Organizer>>('organizers', { signal, query: { page: 0, size: 1000 } }),
    }),
  details: () => [...organizerQueries.all(), 'detail'] as const,
  profile: (slug: string) =>
    queryOptions({
      queryKey: [...organizerQueries.details(), slug] as const,
      queryFn: ({ signal }) => apiFetch<OrganizerProfile>(`organizers/slug/${encodeURIComponent(slug)}`, { signal }),
      throwOnError: isMissingRecord,
    }),
};
