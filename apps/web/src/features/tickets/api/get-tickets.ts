import type { TicketStatus } from '@tsa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getStatusListPage, type StatusListQuery } from '@/lib/list-page';
import { ticketListRoot } from '@/lib/query-keys';
import type { AppTicket, AppTicketPage } from './types';

/** GET /api/tickets: a student sees their own, staff and admins every ticket. */
export function useTickets(query: StatusListQuery<TicketStatus>) {
  return useQuery({
    queryKey: [...ticketListRoot, query] as const,
    queryFn: ({ signal }): Promise<AppTicketPage> =>
      getStatusListPage<AppTicket, TicketStatus>('/tickets', query, signal),
    placeholderData: keepPreviousData,
  });
}
