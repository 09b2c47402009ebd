import { useDeferredValue, type ReactNode } from 'react';
import { StartupOverlay } from '@/components/startup-overlay';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * Shows the startup overlay until auth knows who is there; only then the app itself. The app's
 * first render after a signed-in start-up is deferred: React renders the whole page in slices
 * the phone can answer between, with the overlay on screen meanwhile, instead of in one task of
 * a few hundred milliseconds at a phone's speed (bench/RESULTS.md, issue #11).
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { isInitialized } = useAuth();
  const shown = useDeferredValue(isInitialized);
  return shown ? <>{children}</> : <StartupOverlay />;
}
