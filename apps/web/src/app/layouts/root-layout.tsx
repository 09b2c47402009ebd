import { Outlet, ScrollRestoration } from 'react-router';
import { RouteProgress } from '@/components/route-progress';

/** Wraps every route: the navigation progress bar and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <RouteProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
