import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleError, toFailure } from './errors.ts';

/** Retries only what may succeed on a second try: no answer, or the server failing (5xx). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const failure = toFailure(error);
  return (failure.network || (failure.status ?? 0) >= 500) && failureCount < 2;
}

/**
 * A QueryClient of the app: every failing query or mutation goes through the one error handler
 * (docs/design/product-spec.md §8); `meta` carries a call's fallback message, a title override, or `silent` when the
 * caller handles it. The browser has one (`queryClient`); the server renders each public page with a new one
 * (client/entry-server.tsx).
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => handleError(error, mutation.meta) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
