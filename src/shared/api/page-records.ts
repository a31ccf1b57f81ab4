import { queryOptions } from '@tanstack/react-query';
import type { PageRecords } from '@domain/routes';
import { apiFetch } from './client';

/**
 * The names of the records a page's address names (a tournament, its phase, a person, a ranking…) and its share
 * card, as the server read them for the page head: the breadcrumbs and the head written on navigation use them.
 */
export const pageRecordsQuery = (path: string) =>
  queryOptions({
    queryKey: ['page-records', path] as const,
    queryFn: ({ signal }) => apiFetch<PageRecords>('page/records', { signal, query: { path } }),
    staleTime: 60_000,
    retry: false,
  });
