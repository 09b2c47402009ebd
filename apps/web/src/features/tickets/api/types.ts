import type { Ticket } from '@tsa/shared';
import type { AppTicketMessage } from '@/lib/realtime-types';

/** A ticket as the API client hands it over: date-times revived to Date. */
export type AppTicket = Omit<Ticket, 'lastMessageAt' | 'createdAt' | 'updatedAt' | 'closedAt'> & {
  lastMessageAt: Date;
  createdAt: Date;
  updatedAt: Date;
  closedAt: Date | null;
};

export type AppTicketDetail = AppTicket & { messages: AppTicketMessage[] };

export interface AppTicketPage {
  items: AppTicket[];
  total: number;
  page: number;
  pageSize: number;
}
