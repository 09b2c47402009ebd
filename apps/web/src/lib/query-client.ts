import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
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

/**
 * A request that failed while the device says it has no network at all never left it, so
 * sending it again later cannot do anything twice. The page may have missed the `offline`
 * event (it opened without a network), so the failure is what tells the query client: it then
 * holds every query and action until the browser's `online` event instead of failing them.
 */
function heldUntilOnline(error: unknown): boolean {
  if (!isApiError(error) || error.statusCode !== 0 || navigator.onLine) return false;
  onlineManager.setOnline(false);
  return true;
}

/** A client error (4xx) will not change on retry; a network blip or 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (heldUntilOnline(error)) return true;
  if (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < 2;
}

/** Held work waits for the network, not for a back-off: it goes the moment the signal is back. */
function retryDelay(failureCount: number, error: unknown): number {
  return isApiError(error) && error.statusCode === 0 && !navigator.onLine
    ? 0
    : Math.min(1000 * 2 ** failureCount, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 30_000, refetchOnWindowFocus: false },
      // An action is sent again only when it never left the device.
      mutations: { retry: (_failureCount, error) => heldUntilOnline(error), retryDelay },
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
