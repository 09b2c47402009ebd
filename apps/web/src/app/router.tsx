import { ROLES } from '@tsa/shared/enums';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { StartupOverlay } from '@/components/startup-overlay';
import { paths } from '@/config/paths';
import { RequireRole } from '@/features/auth/components/require-role';
import { RequireSecondFactor } from '@/features/auth/components/require-second-factor';
import { SignInAlias } from '@/features/auth/components/sign-in-alias';
import { NotFoundPage } from '@/features/system/pages/not-found-page';
import { ServerErrorPage } from '@/features/system/pages/server-error-page';
import { RootLayout } from './layouts/root-layout';
import { HomeRedirect } from './routes/home-redirect';
import { KeepScreensOffline } from './routes/keep-screens-offline';
import { loadSnackbarHost } from './snackbar-provider';

/** A page loaded on first visit: the module's default export is the page component. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/**
 * A layout loaded with the first page under it (in parallel with the page's own chunk): the
 * sign-in page never downloads the admin's side navigation, and the other way round.
 */
function layout(load: () => Promise<ComponentType>, children: RouteObject[]): RouteObject {
  return { lazy: async () => ({ Component: await load() }), children };
}

const staffScreens = {
  home: () => import('@/features/staff-work/pages/staff-home-page'),
  delivery: () => import('@/features/staff-work/pages/staff-delivery-page'),
  orders: () => import('@/features/staff-work/pages/staff-orders-page'),
  scan: () => import('@/features/floor-scans/pages/scan-page'),
  account: () => import('./routes/account-route'),
};
const sharedScreens = {
  layout: () => import('./layouts/role-layout'),
  notifications: () => import('@/features/notifications/pages/notifications-page'),
  tickets: () => import('@/features/tickets/pages/tickets-page'),
  regulations: () => import('@/features/regulations/pages/regulations-page'),
};
// Staff work where the signal drops (stairwells, basements): every screen their menu links, and
// the messages that say an action waits for the network.
const staffOfflineScreens = [...Object.values(staffScreens), ...Object.values(sharedScreens), loadSnackbarHost];

const authLayout = async () => (await import('./layouts/auth-layout')).AuthLayout;
const publicLayout = async () => (await import('./layouts/public-layout')).PublicLayout;
const dashboardLayout = async () => (await import('./layouts/dashboard-layout')).DashboardLayout;
const studentLayout = async () => (await import('./layouts/student-layout')).StudentLayout;
const staffLayout = async () => (await import('./layouts/staff-layout')).StaffLayout;
const roleLayout = (signedOut?: 'public') => async () => {
  const { RoleLayout } = await sharedScreens.layout();
  return function AreaOfUser() {
    return <RoleLayout {...(signedOut ? { signedOut } : {})} />;
  };
};

/**
 * Every route of the app. Protected branches sit under <RequireRole>, the one place the access
 * rules live; layouts and pages are loaded on demand.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <ServerErrorPage />,
    hydrateFallbackElement: <StartupOverlay />,
    children: [
      { index: true, element: <HomeRedirect /> },
      // The contract's application shell route: the app itself, from its entry point.
      { path: paths.appShell, element: <Navigate to={paths.root} replace /> },
      layout(publicLayout, [{ path: paths.landing, ...page(() => import('@/features/landing/pages/landing-page')) }]),
      {
        ...layout(authLayout, [
          { index: true, ...page(() => import('@/features/auth/pages/login-page')) },
          { path: paths.auth.register, ...page(() => import('@/features/auth/pages/register-page')) },
          { path: paths.auth.completeSignup, ...page(() => import('@/features/auth/pages/complete-signup-page')) },
          { path: paths.auth.forgotPassword, ...page(() => import('@/features/auth/pages/forgot-password-page')) },
          { path: paths.auth.resetPassword, ...page(() => import('@/features/auth/pages/reset-password-page')) },
          { path: paths.auth.emailLink, ...page(() => import('@/features/auth/pages/email-link-page')) },
          { path: paths.auth.logout, ...page(() => import('@/features/auth/pages/logout-page')) },
          { path: paths.auth.signIn, element: <SignInAlias /> },
          {
            path: paths.auth.completeIdentitySignup,
            ...page(() => import('@/features/auth/pages/identity-signup-page')),
          },
          { path: paths.auth.linkIdentity, ...page(() => import('@/features/auth/pages/link-identity-page')) },
        ]),
        path: paths.auth.login,
      },
      {
        path: paths.dashboard.root,
        element: (
          <RequireRole roles={['ADMIN']}>
            <RequireSecondFactor>
              <Outlet />
            </RequireSecondFactor>
          </RequireRole>
        ),
        children: [
          layout(dashboardLayout, [
            { index: true, ...page(() => import('@/features/dashboard/pages/dashboard-page')) },
            { path: paths.dashboard.order, ...page(() => import('@/features/orders-admin/pages/orders-page')) },
            { path: paths.dashboard.orderAdd, ...page(() => import('@/features/orders-admin/pages/order-add-page')) },
            {
              path: paths.dashboard.delivery,
              ...page(() => import('@/features/deliveries-admin/pages/delivery-page')),
            },
            { path: paths.dashboard.services, ...page(() => import('@/features/catalogue/pages/services-page')) },
            { path: paths.dashboard.plans, ...page(() => import('@/features/plans-admin/pages/plans-admin-page')) },
            {
              path: paths.dashboard.vouchers,
              ...page(() => import('@/features/vouchers-admin/pages/vouchers-admin-page')),
            },
            {
              path: paths.dashboard.dormitories,
              ...page(() => import('@/features/dormitories-admin/pages/dormitories-page')),
            },
            {
              path: paths.dashboard.slots,
              ...page(() => import('@/features/dormitories-admin/pages/slot-capacity-page')),
            },
            { path: paths.dashboard.payments, ...page(() => import('@/features/payments-admin/pages/payments-page')) },
            { path: paths.dashboard.accounts, ...page(() => import('@/features/users/pages/accounts-page')) },
            { path: paths.dashboard.report, ...page(() => import('@/features/reports/pages/dashboard-report-page')) },
            { path: paths.dashboard.student, ...page(() => import('@/features/users/pages/students-page')) },
            { path: paths.dashboard.staff, ...page(() => import('@/features/users/pages/staff-page')) },
            { path: paths.dashboard.security, ...page(() => import('@/features/auth/pages/security-page')) },
            { path: paths.dashboard.audit, ...page(() => import('@/features/audit-log/pages/audit-log-page')) },
            {
              path: paths.dashboard.withdrawals,
              ...page(() => import('@/features/wallet-admin/pages/withdrawals-page')),
            },
            { path: paths.dashboard.racks, ...page(() => import('@/features/racks-admin/pages/racks-page')) },
            { path: paths.dashboard.floor, ...page(() => import('@/features/floor-admin/pages/floor-page')) },
          ]),
        ],
      },
      {
        path: paths.student.root,
        element: (
          <RequireRole roles={['STUDENT']}>
            <Outlet />
          </RequireRole>
        ),
        children: [
          layout(studentLayout, [
            { index: true, ...page(() => import('@/features/student-orders/pages/student-home-page')) },
            { path: paths.student.order, ...page(() => import('@/features/student-orders/pages/my-orders-page')) },
            { path: paths.student.orderAdd, ...page(() => import('@/features/student-orders/pages/order-add-page')) },
            { path: paths.student.account, ...page(() => import('./routes/account-route')) },
            { path: paths.student.report, ...page(() => import('@/features/reports/pages/student-report-page')) },
            { path: paths.student.wallet, ...page(() => import('@/features/wallet/pages/wallet-page')) },
            { path: paths.student.plans, ...page(() => import('@/features/plans/pages/plans-page')) },
          ]),
        ],
      },
      {
        path: paths.staff.root,
        element: (
          <RequireRole roles={['STAFF']}>
            <KeepScreensOffline screens={staffOfflineScreens} />
            <Outlet />
          </RequireRole>
        ),
        children: [
          layout(staffLayout, [
            { index: true, ...page(staffScreens.home) },
            { path: paths.staff.delivery, ...page(staffScreens.delivery) },
            { path: paths.staff.order, ...page(staffScreens.orders) },
            { path: paths.staff.scan, ...page(staffScreens.scan) },
            { path: paths.staff.account, ...page(staffScreens.account) },
          ]),
        ],
      },
      {
        // Shared signed-in pages, inside the frame of the user's own area.
        element: (
          <RequireRole roles={ROLES}>
            <Outlet />
          </RequireRole>
        ),
        children: [
          layout(roleLayout(), [
            { path: paths.notifications, ...page(sharedScreens.notifications) },
            { path: paths.tickets, ...page(sharedScreens.tickets) },
          ]),
        ],
      },
      {
        // Public: visitors read the rules before signing up.
        ...layout(roleLayout('public'), [{ path: paths.regulations, ...page(sharedScreens.regulations) }]),
      },
      { path: paths.banned, ...page(() => import('@/features/system/pages/banned-page')) },
      { path: paths.unsubscribe, ...page(() => import('@/features/notifications/pages/unsubscribe-page')) },
      { path: paths.unauthorized, ...page(() => import('@/features/system/pages/unauthorized-page')) },
      // The error pages ship with the shell: they must render even when loading chunks fails.
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: paths.serverError, element: <ServerErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
