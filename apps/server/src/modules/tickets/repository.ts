import { foldVietnamese, type TicketStatus } from '@tsa/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isUuid, type Executor } from '../../db/executor';
import {
  orders,
  ticketMessages,
  tickets,
  users,
  type NewTicket,
  type NewTicketMessage,
  type TicketMessageRow,
  type TicketRow,
} from '../../db/schema';

/** Anything that is not a uuid is simply not found (the database would refuse to compare it). */

export interface PersonColumns {
  id: string;
  firstName: string;
  lastName: string;
  role: (typeof users.$inferSelect)['role'];
}
const personColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role };

export interface TicketView {
  ticket: TicketRow;
  owner: PersonColumns;
  order: { id: string; code: string } | null;
  messageCount: number;
}

export interface TicketMessageView {
  message: TicketMessageRow;
  author: PersonColumns;
}

// ---- writing

export async function insertTicket(tx: Executor, values: NewTicket): Promise<TicketRow> {
  const [row] = await tx.insert(tickets).values(values).returning();
  return row!;
}

export async function updateTicket(tx: Executor, id: string, values: Partial<NewTicket>): Promise<TicketRow> {
  const [row] = await tx
    .update(tickets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tickets.id, id))
    .returning();
  return row!;
}

export async function insertTicketMessage(tx: Executor, values: NewTicketMessage): Promise<TicketMessageRow> {
  const [row] = await tx.insert(ticketMessages).values(values).returning();
  return row!;
}

// ---- reading

/** The ticket, row-locked until the transaction ends, so a close and a reply never cross. */
export async function lockTicket(tx: Executor, id: string): Promise<TicketRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update');
  return row;
}

export async function findOrderForTicket(db: Executor, orderId: string) {
  if (!isUuid(orderId)) return undefined;
  const [row] = await db
    .select({ id: orders.id, code: orders.code, studentId: orders.studentId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

const messageCount = sql<number>`(select count(*) from ${ticketMessages} where ${ticketMessages.ticketId} = ${tickets.id})::int`;

function selectTickets(db: Executor) {
  return db
    .select({ ticket: tickets, owner: personColumns, orderId: orders.id, orderCode: orders.code, messageCount })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.ownerId))
    .leftJoin(orders, eq(orders.id, tickets.orderId));
}

type SelectedTicket = Awaited<ReturnType<ReturnType<typeof selectTickets>['execute']>>[number];

const toView = ({ ticket, owner, orderId, orderCode, messageCount }: SelectedTicket): TicketView => ({
  ticket,
  owner,
  order: orderId && orderCode ? { id: orderId, code: orderCode } : null,
  messageCount,
});

export async function findTicketView(db: Executor, id: string): Promise<TicketView | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await selectTickets(db).where(eq(tickets.id, id));
  return row && toView(row);
}

export async function listTicketMessages(db: Executor, ticketId: string): Promise<TicketMessageView[]> {
  return db
    .select({ message: ticketMessages, author: personColumns })
    .from(ticketMessages)
    .innerJoin(users, eq(users.id, ticketMessages.authorId))
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
}

export async function findTicketMessageView(db: Executor, id: string): Promise<TicketMessageView | undefined> {
  const [row] = await db
    .select({ message: ticketMessages, author: personColumns })
    .from(ticketMessages)
    .innerJoin(users, eq(users.id, ticketMessages.authorId))
    .where(eq(ticketMessages.id, id));
  return row;
}

// ---- lists

export interface TicketFilters {
  ownerId?: string;
  status?: TicketStatus[];
  search?: string;
}

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);
const codeText = sql`('tk-' || lpad(${tickets.number}::text, 5, '0'))`;

/** Every word of `search` must match the folded subject, the code (`TK-00042`) or the owner (name, e-mail). */
function ticketConditions(filters: TicketFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.ownerId) conditions.push(eq(tickets.ownerId, filters.ownerId));
  if (filters.status?.length) conditions.push(inArray(tickets.status, filters.status));
  for (const word of foldVietnamese(filters.search ?? '')
    .split(/\s+/)
    .filter(Boolean)) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(
      or(ilike(tickets.searchText, pattern), ilike(codeText, pattern), ilike(users.searchText, pattern))!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Most recent activity first. */
export async function listTickets(
  db: Executor,
  filters: TicketFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: TicketView[]; total: number }> {
  const where = ticketConditions(filters);
  const [rows, [totalRow]] = await Promise.all([
    selectTickets(db)
      .where(where)
      .orderBy(desc(tickets.lastMessageAt), desc(tickets.number))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(tickets).innerJoin(users, eq(users.id, tickets.ownerId)).where(where),
  ]);
  return { rows: rows.map(toView), total: totalRow?.n ?? 0 };
}
