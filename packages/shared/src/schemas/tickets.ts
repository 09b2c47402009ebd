import { z } from 'zod';
import { LIMITS, ROLES } from '../enums';
import { pageOf } from './common';
import { statusListSchema } from './orders';

// ---- enums and their Vietnamese labels

export const TICKET_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  OPEN: 'Đang mở',
  ANSWERED: 'Đã trả lời',
  CLOSED: 'Đã đóng',
};

export const TICKET_LIMITS = { subject: LIMITS.shortText, message: LIMITS.longText, search: 100 } as const;

/** `TK-00042`, from the ticket's running number. */
export function ticketCode(number: number): string {
  return `TK-${String(number).padStart(5, '0')}`;
}

export const ticketStatusSchema = z.enum(TICKET_STATUSES, { error: 'Trạng thái yêu cầu hỗ trợ không hợp lệ' });

const uuidLike = (message: string) =>
  z.string({ error: message }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message);

// ---- field schemas (the web's forms use the same ones)

export const ticketSubjectSchema = z
  .string({ error: 'Vui lòng nhập tiêu đề' })
  .trim()
  .min(1, 'Vui lòng nhập tiêu đề')
  .max(TICKET_LIMITS.subject, `Tiêu đề tối đa ${TICKET_LIMITS.subject} ký tự`);

export const ticketMessageBodySchema = z
  .string({ error: 'Vui lòng nhập nội dung tin nhắn' })
  .trim()
  .min(1, 'Vui lòng nhập nội dung tin nhắn')
  .max(TICKET_LIMITS.message, `Tin nhắn tối đa ${TICKET_LIMITS.message} ký tự`);

// ---- requests

export const createTicketSchema = z.object({
  subject: ticketSubjectSchema,
  /** The first message of the thread. */
  message: ticketMessageBodySchema,
  /** The order the ticket is about; a student may only name one of their own orders. */
  orderId: uuidLike('Đơn hàng không hợp lệ').nullish(),
});
export type CreateTicketInput = z.input<typeof createTicketSchema>;
export type CreateTicketData = z.output<typeof createTicketSchema>;

export const postTicketMessageSchema = z.object({ body: ticketMessageBodySchema });
export type PostTicketMessageInput = z.infer<typeof postTicketMessageSchema>;

/** The payload of the socket's `message` event (the contract's client event): a ticket message. */
export const ticketSocketMessageSchema = z.object({
  ticketId: uuidLike('Yêu cầu hỗ trợ không hợp lệ'),
  body: ticketMessageBodySchema,
});
export type TicketSocketMessageInput = z.infer<typeof ticketSocketMessageSchema>;

export const changeTicketStatusSchema = z.object({
  status: z.enum(['OPEN', 'CLOSED'], { error: 'Chỉ có thể đóng (CLOSED) hoặc mở lại (OPEN) yêu cầu hỗ trợ' }),
});
export type ChangeTicketStatusInput = z.infer<typeof changeTicketStatusSchema>;

export const listTicketsQuerySchema = z.object({
  status: statusListSchema(TICKET_STATUSES, 'Trạng thái yêu cầu hỗ trợ không hợp lệ'),
  /** Subject (with or without diacritics), code (`TK-00042` or `42`) or, for staff, the owner's name or e-mail. */
  search: z.string().trim().max(TICKET_LIMITS.search, `Từ khóa tối đa ${TICKET_LIMITS.search} ký tự`).optional(),
  page: z.coerce.number({ error: 'Trang phải là số' }).int().min(1, 'Trang phải từ 1 trở lên').default(1),
  pageSize: z.coerce
    .number({ error: 'Số dòng phải là số' })
    .int()
    .min(1)
    .max(100, 'Tối đa 100 dòng mỗi trang')
    .default(20),
});
export type ListTicketsQuery = z.output<typeof listTicketsQuerySchema>;

// ---- responses

export const ticketPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
});
export type TicketPerson = z.infer<typeof ticketPersonSchema>;

export const ticketMessageSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  body: z.string(),
  author: ticketPersonSchema,
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSchema = z.object({
  id: z.string(),
  /** `TK-00042` */
  code: z.string(),
  subject: z.string(),
  status: ticketStatusSchema,
  owner: ticketPersonSchema,
  order: z.object({ id: z.string(), code: z.string() }).nullable(),
  messageCount: z.number().int(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** A ticket with its whole thread, oldest message first. */
export const ticketDetailSchema = ticketSchema.extend({ messages: z.array(ticketMessageSchema) });
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const ticketPageSchema = pageOf(ticketSchema);
export type TicketPage = z.infer<typeof ticketPageSchema>;
