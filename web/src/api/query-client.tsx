import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';

/**
 * One cache for the whole signed-in app. Data stays fresh for 30 s, so a screen opened right after another
 * that loaded the same list shows it at once instead of fetching again; mutations invalidate what they
 * change. A refusal (4xx) is an answer, not a hiccup: it is not retried.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

/** Wraps the signed-in areas (lazy chunks), so /login never downloads the query library. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
