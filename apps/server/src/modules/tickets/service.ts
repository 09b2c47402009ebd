import {
  foldVietnamese,
  personName,
  ticketCode,
  type ChangeTicketStatusInput,
  type CreateTicketData,
  type ListTicketsQuery,
  type TicketDetail,
  type TicketMessage,
  type TicketPage,
} from '@tsa/shared';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import type { NewNotification, TicketMessageRow, TicketRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { STAFF_ROOMS, transaction, userRoom, type Outbox, type Publisher } from '../../lib/outbox';
import { notify } from '../../db/notify';
import { presentTicket, presentTicketDetail, presentTicketMessage } from './presenter';
import {
  findOrderForTicket,
  findTicketMessageView,
  findTicketView,
  insertTicket,
  insertTicketMessage,
  listTicketMessages,
  listTickets,
  lockTicket,
  updateTicket,
} from './repository';
import type { Viewer } from '../../lib/viewer';
import { canReadTicket, mayLinkOrder, mayReopen, ticketListOwner } from './policy';

const notFound = () => new AppError('tickets/not-found');

export const ticketLink = (ticketId: string) => `/tickets?id=${ticketId}`;
const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

// ---- what goes out after the commit: the owner's room and every staff member and admin

const ticketRooms = (ticket: TicketRow) => [userRoom(ticket.ownerId), ...STAFF_ROOMS];

function ticketChanged(outbox: Outbox, ticket: TicketRow): void {
  outbox.send(`ticket:${ticket.id}`, ticketRooms(ticket), 'ticket:updated', {
    ticketId: ticket.id,
    code: ticketCode(ticket.number),
    subject: ticket.subject,
    status: ticket.status,
    ownerId: ticket.ownerId,
  });
}

function replyNotification(ticket: TicketRow, author: UserRow, message: TicketMessageRow): NewNotification {
  return {
    userId: ticket.ownerId,
    type: 'TICKET_REPLY',
    title: `Yêu cầu ${ticketCode(ticket.number)} đã có phản hồi`,
    body: `${personName(author)}: ${excerpt(message.body)}`,
    link: ticketLink(ticket.id),
  };
}

function closedNotification(ticket: TicketRow, by: UserRow): NewNotification {
  return {
    userId: ticket.ownerId,
    type: 'TICKET_CLOSED',
    title: `Yêu cầu ${ticketCode(ticket.number)} đã được đóng`,
    body: `${personName(by)} đã đóng yêu cầu "${excerpt(ticket.subject)}". Nếu còn cần hỗ trợ, bạn có thể tạo yêu cầu mới.`,
    link: ticketLink(ticket.id),
  };
}

// ---- reading

export async function getTicketDetail(db: Db, viewer: Viewer, id: string): Promise<TicketDetail> {
  const view = await findTicketView(db, id);
  if (!view || !canReadTicket(viewer, view.ticket)) throw notFound();
  return presentTicketDetail(view, await listTicketMessages(db, view.ticket.id));
}

export async function listTicketsPage(db: Db, viewer: Viewer, query: ListTicketsQuery): Promise<TicketPage> {
  const { page, pageSize, status, search } = query;
  const ownerId = ticketListOwner(viewer);
  const { rows, total } = await listTickets(
    db,
    { ownerId, status, search },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return { items: rows.map(presentTicket), total, page, pageSize };
}

// ---- writing

/** `POST /tickets`: any signed-in user; a student may only name one of their own orders. */
export async function createTicket(
  db: Db,
  realtime: Publisher,
  actor: UserRow,
  input: CreateTicketData,
): Promise<TicketDetail> {
  let orderId: string | null = null;
  if (input.orderId) {
    const order = await findOrderForTicket(db, input.orderId.toLowerCase());
    if (!order || !mayLinkOrder(actor, order)) {
      throw new AppError('tickets/invalid-order', { fields: { orderId: 'Vui lòng chọn một đơn hàng của bạn' } });
    }
    orderId = order.id;
  }
  const id = await transaction(db, realtime, async (tx, outbox) => {
    const ticket = await insertTicket(tx, {
      ownerId: actor.id,
      orderId,
      subject: input.subject,
      searchText: foldVietnamese(input.subject),
      status: 'OPEN',
    });
    const message = await insertTicketMessage(tx, { ticketId: ticket.id, authorId: actor.id, body: input.message });
    ticketChanged(outbox, await updateTicket(tx, ticket.id, { lastMessageAt: message.createdAt }));
    return ticket.id;
  });
  return getTicketDetail(db, actor, id);
}

/**
 * `POST /tickets/{id}/messages` and the socket's `message` event. A reply by staff or an admin
 * marks the ticket ANSWERED and notifies the owner; the owner's message puts it back to OPEN
 * for the staff. A closed ticket takes no more messages.
 */
export async function postTicketMessage(
  db: Db,
  realtime: Publisher,
  actor: UserRow,
  ticketId: string,
  body: string,
): Promise<TicketMessage> {
  const messageId = await transaction(db, realtime, async (tx, outbox) => {
    const ticket = await lockTicket(tx, ticketId);
    if (!ticket || !canReadTicket(actor, ticket)) throw notFound();
    if (ticket.status === 'CLOSED') throw new AppError('tickets/closed');
    const message = await insertTicketMessage(tx, { ticketId: ticket.id, authorId: actor.id, body });
    const byOwner = ticket.ownerId === actor.id;
    const updated = await updateTicket(tx, ticket.id, {
      status: byOwner ? 'OPEN' : 'ANSWERED',
      lastMessageAt: message.createdAt,
    });
    if (!byOwner) await notify(tx, outbox, [replyNotification(updated, actor, message)]);
    const view = (await findTicketMessageView(tx, message.id))!;
    outbox.send(`ticket-message:${message.id}`, ticketRooms(updated), 'ticket:message', {
      ticketId: ticket.id,
      message: presentTicketMessage(view),
    });
    ticketChanged(outbox, updated);
    return message.id;
  });
  return presentTicketMessage((await findTicketMessageView(db, messageId))!);
}

/**
 * `PATCH /tickets/{id}/status`: staff and admins close or reopen any ticket; the owner may
 * close their own. Asking for the status the ticket already has changes nothing.
 */
export async function changeTicketStatus(
  db: Db,
  realtime: Publisher,
  actor: UserRow,
  id: string,
  input: ChangeTicketStatusInput,
): Promise<TicketDetail> {
  await transaction(db, realtime, async (tx, outbox) => {
    const ticket = await lockTicket(tx, id);
    if (!ticket || !canReadTicket(actor, ticket)) throw notFound();
    if (input.status === 'OPEN' && !mayReopen(actor)) throw new AppError('auth/forbidden');
    const isOpen = ticket.status !== 'CLOSED';
    if ((input.status === 'CLOSED') === !isOpen) return;
    const updated =
      input.status === 'CLOSED'
        ? await updateTicket(tx, ticket.id, { status: 'CLOSED', closedAt: new Date(), closedById: actor.id })
        : await updateTicket(tx, ticket.id, { status: 'OPEN', closedAt: null, closedById: null });
    if (input.status === 'CLOSED' && actor.id !== ticket.ownerId)
      await notify(tx, outbox, [closedNotification(updated, actor)]);
    ticketChanged(outbox, updated);
  });
  return getTicketDetail(db, actor, id);
}

/**
 * A ticket another module opens inside its own transaction (a student's dispute of a proof,
 * decision 043): the owner's first message, the ticket announced after the commit.
 */
export async function openTicketIn(
  tx: Executor,
  outbox: Outbox,
  values: { ownerId: string; orderId: string | null; subject: string; message: string },
): Promise<TicketRow> {
  const ticket = await insertTicket(tx, {
    ownerId: values.ownerId,
    orderId: values.orderId,
    subject: values.subject,
    searchText: foldVietnamese(values.subject),
    status: 'OPEN',
  });
  const message = await insertTicketMessage(tx, {
    ticketId: ticket.id,
    authorId: values.ownerId,
    body: values.message,
  });
  const updated = await updateTicket(tx, ticket.id, { lastMessageAt: message.createdAt });
  ticketChanged(outbox, updated);
  return updated;
}
