import {
  QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
} from "@tanstack/react-query";
import { ApiRequestError } from "./client.ts";

/** Retries at most this often, and only what may pass: a fault upstream (5xx) or the network. */
const MAX_RETRIES = 2;

/** A failure worth trying again: no answer at all, or a 5xx; a 4xx says the request itself is wrong. */
export function isUpstreamFault(error: unknown): boolean {
  return !(error instanceof ApiRequestError) || error.status >= 500;
}

/**
 * The one cache of server state in the browser (TanStack Query). Passed to the hooks below rather than
 * through a QueryClientProvider: a provider would sit above the router in the entry chunk and pull the
 * library into the home route; this way it lives in a chunk only the tools that fetch load.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => failures < MAX_RETRIES && isUpstreamFault(error),
      retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 2_000),
      // A tool's data changes by the user's own saves (which invalidate) or on LINE: no focus refetch.
      refetchOnWindowFocus: false,
    },
    // A save is not idempotent: never sent twice behind the user's back.
    mutations: { retry: false },
  },
});

export function useApiQuery<T, K extends readonly unknown[]>(options: UseQueryOptions<T, Error, T, K>) {
  return useQuery(options, queryClient);
}

export function useApiMutation<T, V>(options: UseMutationOptions<T, Error, V>) {
  return useMutation(options, queryClient);
}
