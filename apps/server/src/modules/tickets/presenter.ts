import {
  personName,
  ticketCode,
  type Ticket,
  type TicketDetail,
  type TicketMessage,
  type TicketPerson,
} from '@tsa/shared';
import type { PersonColumns, TicketMessageView, TicketView } from './repository';

const person = (row: PersonColumns): TicketPerson => ({ id: row.id, name: personName(row), role: row.role });

export function presentTicket({ ticket, owner, order, messageCount }: TicketView): Ticket {
  return {
    id: ticket.id,
    code: ticketCode(ticket.number),
    subject: ticket.subject,
    status: ticket.status,
    owner: person(owner),
    order,
    messageCount,
    lastMessageAt: ticket.lastMessageAt.toISOString(),
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    closedAt: ticket.closedAt ? ticket.closedAt.toISOString() : null,
  };
}

export function presentTicketMessage({ message, author }: TicketMessageView): TicketMessage {
  return {
    id: message.id,
    ticketId: message.ticketId,
    body: message.body,
    author: person(author),
    createdAt: message.createdAt.toISOString(),
  };
}

export function presentTicketDetail(view: TicketView, messages: TicketMessageView[]): TicketDetail {
  return { ...presentTicket(view), messages: messages.map(presentTicketMessage) };
}
