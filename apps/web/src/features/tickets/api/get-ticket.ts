import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ticketDetailKey } from '@/lib/query-keys';
import type { AppTicketDetail } from './types';

/** GET /api/tickets/{id}: the ticket with its whole thread, oldest message first. */
export function getTicket(id: string, signal?: AbortSignal): Promise<AppTicketDetail> {
  return apiRequest<AppTicketDetail>('GET', `/tickets/${encodeURIComponent(id)}`, { signal });
}

/** New messages arrive through the socket (the realtime provider appends them to this cache). */
export function useTicket(id: string | null) {
  return useQuery({
    queryKey: ticketDetailKey(id ?? ''),
    queryFn: ({ signal }) => getTicket(id ?? '', signal),
    enabled: Boolean(id),
  });
}
