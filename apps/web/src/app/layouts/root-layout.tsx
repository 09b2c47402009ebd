import { Outlet, ScrollRestoration } from 'react-router';
import { RouteProgress } from '@/components/route-progress';
import { SessionRedirects } from '@/features/auth/components/session-redirects';

/** Wraps every route: the navigation progress bar, scroll restoration, session-end redirects. */
export function RootLayout() {
  return (
    <>
      <RouteProgress />
      <SessionRedirects />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
