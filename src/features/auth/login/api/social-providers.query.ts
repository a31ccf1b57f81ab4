import { queryOptions } from '@tanstack/react-query';
import { fetchSocialProviders } from './login.api';

export const socialProvidersQuery = queryOptions({
  queryKey: ['auth', 'social-providers'] as const,
  queryFn: ({ signal }) => fetchSocialProviders(signal),
  staleTime: Infinity,
});
