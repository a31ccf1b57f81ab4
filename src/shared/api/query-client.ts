import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError, rateLimitedFor } from './client';

/** Longest wait between retries of a refused query: the limits reset every minute. */
const MAX_RATE_LIMIT_WAIT_MS = 60_000;
const RATE_LIMIT_RETRIES = 3;

export interface QueryClientOptions {
  /** Told when a query was refused for coming too often, with the seconds until it is tried again. */
  onRateLimited?: (seconds: number) => void;
}

/**
 * Server data cache. Client errors (4xx) are final, except a 429, which is tried again once the server's
 * `retry-after` has passed; other failures retry twice.
 */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        const seconds = rateLimitedFor(error);
        if (seconds !== null) options.onRateLimited?.(seconds);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => {
          if (rateLimitedFor(error) !== null) return count < RATE_LIMIT_RETRIES;
          return !(error instanceof ApiRequestError && error.body.status < 500) && count < 2;
        },
        retryDelay: (count, error) => {
          const seconds = rateLimitedFor(error);
          if (seconds === null) return Math.min(1000 * 2 ** count, 30_000);
          options.onRateLimited?.(seconds);
          return Math.min(seconds * 1000, MAX_RATE_LIMIT_WAIT_MS);
        },
      },
    },
  });
}
