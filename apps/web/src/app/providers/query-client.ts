import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@app/contract';
import { isClientError } from '../../lib/api-client';

/**
 * Data defaults: 3 retries, fresh for 5 minutes, cached for 10, no refetch on window
 * focus, mutations retry once. A 4xx answer is not retried: asking again cannot change a 403 or a
 * validation error, and retrying a failed sign-in would count against the lock-out.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_DEFAULTS.retry,
        staleTime: QUERY_DEFAULTS.staleTime,
        gcTime: QUERY_DEFAULTS.gcTime,
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
      },
      mutations: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_DEFAULTS.mutationRetry,
      },
    },
  });
}
