import { useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { onSnackbarRequested, snackbarRequested } from '@/lib/snackbar';

/** notistack and its host; areas used in dead spots fetch it ahead (app/router.tsx). */
export const loadSnackbarHost = () => import('./snackbar-host');

/**
 * Fetches the host's code, and again once the network is back if it could not: a message asked
 * for offline waits in lib/snackbar.ts instead of taking the whole app down with it.
 */
function SnackbarHostWhenLoaded() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (Host) return;
    let mounted = true;
    const retry = () => setAttempt((count) => count + 1);
    loadSnackbarHost().then(
      (module) => mounted && setHost(() => module.default),
      () => mounted && window.addEventListener('online', retry, { once: true }),
    );
    return () => {
      mounted = false;
      window.removeEventListener('online', retry);
    };
  }, [Host, attempt]);
  return Host ? <Host /> : null;
}

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
      {requested && <SnackbarHostWhenLoaded />}
    </>
  );
}
