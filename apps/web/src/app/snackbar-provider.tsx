import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { onSnackbarRequested, snackbarRequested } from '@/lib/snackbar';

const SnackbarHost = lazy(() => import('./snackbar-host'));

/**
 * Mounts notistack beside the app once the first message asks for it (lib/snackbar.ts): a
 * page that shows none never downloads it. Beside, not around: a provider swapped in around
 * the children would re-mount the whole app.
 */
export function AppSnackbarProvider({ children }: { children: ReactNode }) {
  // No message is ever asked for while a page is rendered at build time (app/prerender/).
  const requested = useSyncExternalStore(onSnackbarRequested, snackbarRequested, () => false);
  return (
    <>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <SnackbarHost />
        </Suspense>
      )}
    </>
  );
}
