import type { TicketStatus } from '@tsa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { asListPage, listParam } from '@/lib/list-page';
import { ticketListRoot } from '@/lib/query-keys';
import type { AppTicketPage } from './types';

export interface TicketsQuery {
  status?: readonly TicketStatus[];
  search?: string;
  page: number;
  pageSize: number;
}

/** GET /api/tickets: a student sees their own, staff and admins every ticket. */
export async function getTickets(query: TicketsQuery, signal?: AbortSignal): Promise<AppTicketPage> {
  const page = await apiRequest<Partial<AppTicketPage> | null>('GET', '/tickets', {
    signal,
    query: {
      status: listParam(query.status),
      search: query.search || undefined,
      page: query.page,
      pageSize: query.pageSize,
    },
  });
  return asListPage(page, query);
}

export function useTickets(query: TicketsQuery) {
  return useQuery({
    queryKey: [...ticketListRoot, query] as const,
    queryFn: ({ signal }) => getTickets(query, signal),
    placeholderData: keepPreviousData,
  });
}
