/**
 * The roots of the TanStack Query keys that more than one part of the app touches: a feature
 * keeps its own keys under its root, and the realtime provider refreshes a whole root when the
 * server says something changed, without importing any feature.
 */
export const queryRoots = {
  orders: ['orders'],
  deliveries: ['deliveries'],
  notifications: ['notifications'],
  tickets: ['tickets'],
  reports: ['reports'],
  regulations: ['regulations'],
  /** The shop's payment set-up (admins' settings, transactions, cash) and what it offers to the order forms. */
  payments: ['payments'],
  /** Figures computed from orders (dashboard, report, staff home): stale whenever an order changes. */
  stats: ['stats'],
  /** The price list: the landing's, the order forms' (student and walk-in) and the admin's editor. */
  services: ['services'],
  /** Accounts: the admin's lists (and the pickers built on them) and the signed-in user's profile. */
  users: ['users'],
  /** Sign-in methods (providers, second factor, passkeys) and the password rules, which the admin's user form reads too. */
  auth: ['auth'],
  /** Plans (gói giặt): those for sale, the admin's list and the student's own plan. */
  plans: ['plans'],
  /** Wallets (ví TSA): the student's own, its statement, the admins' views and the withdrawals to pay. */
  wallet: ['wallet'],
  /** The racks bags are shelved on (the staff's scanner picks one, the admin keeps the list) and what is on each. */
  racks: ['racks'],
} as const;

/**
 * Every cached order, in any area (lists, details with their receipt and rating, the staff's
 * counts, pickup windows, pickers), hangs under `queryRoots.orders`: a change made anywhere
 * refreshes them all with one invalidation, and so does the realtime provider.
 */
export const orderListRoot = [...queryRoots.orders, 'list'] as const;
/** One order with its lines, history and tasks, whoever reads it (the server shows a student only theirs). */
export const orderDetailKey = (id: string) => [...queryRoots.orders, 'detail', id] as const;

/**
 * Every list of users (the admin's pages, the staff and student pickers), whatever its filters:
 * a change to an account refreshes them all.
 */
export const userListRoot = [...queryRoots.users, 'list'] as const;

/** Lists of my notifications (`['notifications', 'list', {unread, page, pageSize}]`). */
export const notificationListRoot = [...queryRoots.notifications, 'list'] as const;

/** One ticket with its thread. */
export const ticketDetailKey = (id: string) => [...queryRoots.tickets, 'detail', id] as const;
export const ticketListRoot = [...queryRoots.tickets, 'list'] as const;

/** Whether the shop takes transfers and confirms them by itself (`GET /payments/options`). */
export const paymentOptionsKey = [...queryRoots.payments, 'options'] as const;

/** My wallet (`GET /wallet`): the wallet page, the order form's "Trừ ví" and the order's pay-by-tap read it. */
export const myWalletKey = [...queryRoots.wallet, 'mine'] as const;

/** The plans for sale (students) or all of them (admins): `GET /plans`. */
export const planListKey = [...queryRoots.plans, 'list'] as const;
/** My plan and, while it awaits a transfer, how to pay it (`GET /plans/me`). */
export const myPlanKey = [...queryRoots.plans, 'mine'] as const;

/** The scans of one order's bag (`GET /orders/{id}/scans`): under the orders' root, so a scan's `order:updated` refreshes it. */
export const orderScansKey = (id: string) => [...queryRoots.orders, 'scans', id] as const;
