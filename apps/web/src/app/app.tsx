import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './provider';
import { PwaUpdatePrompt } from './pwa-update-prompt';
import { createAppRouter } from './router';

// Created once, before the first render, so the router starts loading the first page's chunk
// while auth is still initialising.
const router = createAppRouter();
const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <PwaUpdatePrompt />
    </AppProviders>
  );
}
