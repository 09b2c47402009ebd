import { z } from 'zod';
import type { ApiErrorBody } from '../errors';
import { deliveryStatusSchema, deliveryTypeSchema } from './deliveries';
import { type notificationSchema } from './notifications';
import { orderStatusSchema, paymentStatusSchema } from './orders';
import { ticketMessageSchema, ticketStatusSchema, type TicketMessage, type TicketSocketMessageInput } from './tickets';

/**
 * The Socket.IO contract (path `/socket.io`, token in `Authorization: Bearer …` or `auth.token`).
 * Every event is a hint to refresh: the payload says what changed, the API stays the truth.
 */

/** Another tab (or the same one) read one notification (`id`) or all of them (`id: null`). */
export const notificationReadEventSchema = z.object({
  id: z.string().nullable(),
  /** How many of the user's notifications are still unread. */
  unread: z.number().int(),
});
export type NotificationReadEvent = z.infer<typeof notificationReadEventSchema>;

/** An order was placed or changed (status or payment): to its student, all staff and all admins. */
export const orderUpdatedEventSchema = z.object({
  orderId: z.string(),
  code: z.string(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
});
export type OrderUpdatedEvent = z.infer<typeof orderUpdatedEventSchema>;

/** A task was assigned, moved or progressed: to its staff member (and the one it was taken from) and all admins. */
export const deliveryUpdatedEventSchema = z.object({
  deliveryId: z.string(),
  orderId: z.string(),
  type: deliveryTypeSchema,
  status: deliveryStatusSchema,
  staffId: z.string(),
});
export type DeliveryUpdatedEvent = z.infer<typeof deliveryUpdatedEventSchema>;

/** A new message in a ticket: to its owner, all staff and all admins. */
export const ticketMessageEventSchema = z.object({ ticketId: z.string(), message: ticketMessageSchema });
export type TicketMessageEvent = z.infer<typeof ticketMessageEventSchema>;

/** A ticket was opened or its status changed: to its owner, all staff and all admins. */
export const ticketUpdatedEventSchema = z.object({
  ticketId: z.string(),
  code: z.string(),
  subject: z.string(),
  status: ticketStatusSchema,
  ownerId: z.string(),
});
export type TicketUpdatedEvent = z.infer<typeof ticketUpdatedEventSchema>;

export interface ServerToClientEvents {
  /**
   * A new notification of mine (the shape of `GET /api/notifications`), with who caused it
   * (`actorId`, null for the system): a client does not pop up what its own user just did.
   */
  notification: (notification: z.infer<typeof notificationSchema> & { actorId?: string | null }) => void;
  'notification:read': (event: NotificationReadEvent) => void;
  'order:updated': (event: OrderUpdatedEvent) => void;
  'delivery:updated': (event: DeliveryUpdatedEvent) => void;
  'ticket:message': (event: TicketMessageEvent) => void;
  'ticket:updated': (event: TicketUpdatedEvent) => void;
  /**
   * The contract's client listens to `error`: a client event sent without an ack failed, or the
   * account can no longer use the socket (401: sign in again; 403 `auth/user-disabled`: banned).
   */
  error: (error: ApiErrorBody) => void;
}
export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

/** The answer to the client's `message` event. */
export type TicketMessageAck = { ok: true; message: TicketMessage } | { ok: false; error: ApiErrorBody };

export interface ClientToServerEvents {
  /** The contract's client event: posts a ticket message, same rules as `POST /api/tickets/{id}/messages`. */
  message: (payload: TicketSocketMessageInput, ack?: (answer: TicketMessageAck) => void) => void;
}

/**
 * `connect_error` carries `data` = `{statusCode, code, message}`: 401 for a missing, invalid or
 * expired token (refresh, then reconnect), 403 `auth/user-disabled` for a banned account.
 */
export type SocketConnectErrorData = ApiErrorBody;
