import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './apiClient';

/** The session query's key; a 401 anywhere else clears it, so the auth guard sends the user to /login. */
export const SESSION_KEY = ['session'] as const;

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (isApiError(error) && error.statusCode === 401 && query.queryKey[0] !== SESSION_KEY[0]) {
          client.setQueryData(SESSION_KEY, null);
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; network trouble and 5xx get two more tries.
        retry: (count, error) => !(isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
