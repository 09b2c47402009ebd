import type { Viewer } from '../../lib/viewer';

/**
 * Who may do what with orders, beyond the route's role check. Each rule once, here; the service
 * asks. A student's view is their own orders only; someone else's order does not exist for them.
 */

/** A student sees their own orders; staff and admins see every order. */
export const canSeeOrder = (viewer: Viewer, order: { studentId: string }) =>
  viewer.role !== 'STUDENT' || order.studentId === viewer.id;

/** The student a list of orders is limited to: a student sees only theirs; others see all. */
export const orderListStudent = (viewer: Viewer): string | undefined =>
  viewer.role === 'STUDENT' ? viewer.id : undefined;

/** A student orders for themselves; staff and admins place an order for a student they name. */
export const ordersForThemselves = (viewer: Viewer) => viewer.role === 'STUDENT';

/** Staff never cancel an order (when a student or an admin may is the status rules' call). */
export const mayCancelOrders = (viewer: Viewer) => viewer.role !== 'STAFF';

/** An admin's cancel says why: the student reads it. */
export const cancelNeedsReason = (viewer: Viewer) => viewer.role === 'ADMIN';
