import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './provider';
import { PwaUpdatePrompt } from './pwa-update-prompt';
import { createAppRouter } from './router';

// Created once, before the first render, so the router starts loading the first page's chunk
// while auth is still initialising.
const router = createAppRouter();
const queryClient = createQueryClient();

/** Resolves once the router has loaded the first page's modules (it paints the page, not a fallback). */
export function firstPageLoaded(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <PwaUpdatePrompt />
    </AppProviders>
  );
}
