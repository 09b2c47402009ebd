import type { Viewer } from '../../lib/viewer';

/** Who may do what with support tickets, beyond the route's role check. */

/** Staff and admins handle every ticket; anybody else only their own. */
export const handlesTickets = (viewer: Viewer) => viewer.role === 'STAFF' || viewer.role === 'ADMIN';

/** Somebody else's ticket does not exist for a user who may not read it. */
export const canReadTicket = (viewer: Viewer, ticket: { ownerId: string }) =>
  handlesTickets(viewer) || ticket.ownerId === viewer.id;

/** The owner a ticket list is limited to: those who handle tickets see all. */
export const ticketListOwner = (viewer: Viewer): string | undefined => (handlesTickets(viewer) ? undefined : viewer.id);

/** A ticket may be about an order its author owns; staff and admins may name any order. */
export const mayLinkOrder = (viewer: Viewer, order: { studentId: string }) =>
  handlesTickets(viewer) || order.studentId === viewer.id;

/** Reopening a ticket is for those who handle tickets. */
export const mayReopen = (viewer: Viewer) => handlesTickets(viewer);
