import { MutationCache, QueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from './snackbar';
import { errorText, isApiError } from './api-error';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** false when the form shows the error itself (e.g. next to a field). */
      errorSnackbar?: boolean;
    };
  }
}

/** A client error (4xx) will not change on retry; a network blip or 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    // Every failed action tells the user why, in the server's Vietnamese words.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorSnackbar === false || (isApiError(error) && error.endedSession)) return;
        enqueueSnackbar(errorText(error), { variant: 'error' });
      },
    }),
  });
}
