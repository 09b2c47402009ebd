import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';
import type { SocketFactory } from '@/lib/socket';
import { QueuedActionsNotice } from './queued-actions-notice';
import { RealtimeProvider } from './realtime-provider';
import { AppSnackbarProvider } from './snackbar-provider';
import { StartupGate } from './startup-gate';
import { ThemeSettingsProvider } from './theme/theme-settings';

/** Everything a page may rely on: theme, server state, snackbars, auth (initialised), the live connection. */
export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Tests inject a fake socket here; the app opens the real one. */
  socketFactory?: SocketFactory | null;
}

export function AppProviders({ queryClient, children, socketFactory }: AppProvidersProps) {
  return (
    <ThemeSettingsProvider>
      <QueryClientProvider client={queryClient}>
        <AppSnackbarProvider>
          <QueuedActionsNotice />
          <AuthProvider>
            {/* The live connection opens with the first page, after its own requests have left:
                on a slow link it would otherwise take connections they wait for. */}
            <StartupGate>
              <RealtimeProvider {...(socketFactory !== undefined ? { socketFactory } : {})}>
                {children}
              </RealtimeProvider>
            </StartupGate>
          </AuthProvider>
        </AppSnackbarProvider>
      </QueryClientProvider>
    </ThemeSettingsProvider>
  );
}
