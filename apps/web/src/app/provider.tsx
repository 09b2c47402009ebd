import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/auth-provider';
import { AppSnackbarProvider } from './snackbar-provider';
import { StartupGate } from './startup-gate';
import { ThemeSettingsProvider } from './theme/theme-settings';

/** Everything a page may rely on: theme, server state, snackbars, auth (initialised). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeSettingsProvider>
      <QueryClientProvider client={queryClient}>
        <AppSnackbarProvider>
          <AuthProvider>
            <StartupGate>{children}</StartupGate>
          </AuthProvider>
        </AppSnackbarProvider>
      </QueryClientProvider>
    </ThemeSettingsProvider>
  );
}
