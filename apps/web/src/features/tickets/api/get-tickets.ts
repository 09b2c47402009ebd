import type { TicketStatus } from '@tsa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
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
      status: query.status?.length ? query.status.join(',') : undefined,
      search: query.search || undefined,
      page: query.page,
      pageSize: query.pageSize,
    },
  });
  return { items: Array.isArray(page?.items) ? page.items : [], total: page?.total ?? 0, page: page?.page ?? query.page, pageSize: page?.pageSize ?? query.pageSize };
}

export function useTickets(query: TicketsQuery) {
  return useQuery({
    queryKey: [...ticketListRoot, query] as const,
    queryFn: ({ signal }) => getTickets(query, signal),
    placeholderData: keepPreviousData,
  });
}
