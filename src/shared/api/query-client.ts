import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './client';

/** Server data cache. Client errors (4xx) are final; other failures retry twice. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiRequestError && error.body.status < 500) && count < 2,
      },
    },
  });
}
