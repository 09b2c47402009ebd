import type { ReactNode } from 'react';
import { StartupOverlay } from '@/components/startup-overlay';
import { useAuth } from '@/lib/auth/use-auth';

/** Shows the startup overlay until auth knows who is there; only then the app itself. */
export function StartupGate({ children }: { children: ReactNode }) {
  const { isInitialized } = useAuth();
  return isInitialized ? <>{children}</> : <StartupOverlay />;
}
