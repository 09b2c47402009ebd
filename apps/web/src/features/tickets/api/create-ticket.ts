import type { CreateTicketInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ticketDetailKey, ticketListRoot } from '@/lib/query-keys';
import type { AppTicketDetail } from './types';

/** POST /api/tickets: subject, the first message and optionally the order it is about. */
export function createTicket(input: CreateTicketInput): Promise<AppTicketDetail> {
  return apiRequest<AppTicketDetail>('POST', '/tickets', { body: input, idempotent: true });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketDetailKey(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: ticketListRoot });
    },
  });
}
