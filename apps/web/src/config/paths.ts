import type { Role } from '@tsa/shared';

/**
 * Every URL of the web app, once. Components, links and redirects read them from here so a
 * route can move without a hunt through the code.
 */
export const paths = {
  root: '/',
  /** The contract's application shell route; it only leads to `/`. */
  appShell: '/_app',
  landing: '/landing',
  auth: {
    login: '/auth',
    register: '/auth/register',
    completeSignup: '/auth/register/complete-signup',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
    emailLink: '/auth/email-link',
    logout: '/auth/logout',
    /** Where the server's OAuth callback sends errors (`?error=`) and second factors (`#mfa=`). */
    signIn: '/auth/sign-in',
    /** A new person from a provider or a phone number completes the profile (`#token=`). */
    completeIdentitySignup: '/auth/complete',
    /** The provider's e-mail has an account: sign in to it, then link (`#token=&provider=`). */
    linkIdentity: '/auth/link',
  },
  dashboard: {
    root: '/dashboard',
    delivery: '/dashboard/delivery',
    order: '/dashboard/order',
    orderAdd: '/dashboard/order/add',
    accounts: '/dashboard/accounts',
    report: '/dashboard/report',
    student: '/dashboard/student',
    staff: '/dashboard/staff',
    services: '/dashboard/services',
    plans: '/dashboard/plans',
    vouchers: '/dashboard/vouchers',
    payments: '/dashboard/payments',
    dormitories: '/dashboard/dormitories',
    slots: '/dashboard/slots',
    /** The admin's own second factor; an admin without one is sent here first. */
    security: '/dashboard/security',
    /** The security log (sign-ins, second factors, account and money changes). */
    audit: '/dashboard/audit',
    withdrawals: '/dashboard/withdrawals',
    /** Racks with their QR labels, and the bag finder (decision 043). */
    racks: '/dashboard/racks',
    floor: '/dashboard/floor',
  },
  student: {
    root: '/student',
    order: '/student/order',
    orderAdd: '/student/order/add',
    account: '/student/account',
    report: '/student/report',
    plans: '/student/plans',
    wallet: '/student/wallet',
  },
  staff: {
    root: '/staff',
    delivery: '/staff/delivery',
    order: '/staff/order',
    /** The bag scanner (decision 043). */
    scan: '/staff/scan',
    account: '/staff/account',
  },
  notifications: '/notifications',
  tickets: '/tickets',
  regulations: '/regulations',
  /** The e-mails' unsubscribe link (the server's `unsubscribePagePath`): a page with a button. */
  unsubscribe: '/unsubscribe',
  banned: '/banned',
  unauthorized: '/401',
  notFound: '/404',
  serverError: '/500',
} as const;

/**
 * One of the student's orders, open in the detail panel of /student/order. The server's
 * notifications link to this address.
 */
export function studentOrderPath(id: string): string {
  return `${paths.student.order}?id=${encodeURIComponent(id)}`;
}

/** The order form prefilled from one of the student's past orders ("Đặt lại"). */
export function reorderPath(id: string): string {
  return `${paths.student.orderAdd}?from=${encodeURIComponent(id)}`;
}

/** One order, open in the detail drawer of the admin's order list. */
export function dashboardOrderPath(id: string): string {
  return `${paths.dashboard.order}?id=${encodeURIComponent(id)}`;
}

/** The sign-in URL that brings the user back to `returnTo` afterwards. */
export function loginPath(returnTo?: string): string {
  if (!returnTo || returnTo === paths.root || returnTo.startsWith(paths.auth.login)) return paths.auth.login;
  return `${paths.auth.login}?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Where each role lands after sign-in (and when it opens `/`). */
export const ROLE_HOME: Record<Role, string> = {
  STUDENT: paths.student.root,
  STAFF: paths.staff.root,
  ADMIN: paths.dashboard.root,
};

/** The page where a user manages their own account; admins manage every account. */
export const ROLE_ACCOUNT: Record<Role, string> = {
  STUDENT: paths.student.account,
  STAFF: paths.staff.account,
  ADMIN: paths.dashboard.accounts,
};

/**
 * Where a user manages their own ways of signing in: the account page, or the admin's security
 * page (the admins' account page manages every account).
 */
export const ROLE_SIGN_IN_METHODS: Record<Role, string> = {
  STUDENT: paths.student.account,
  STAFF: paths.staff.account,
  ADMIN: paths.dashboard.security,
};
