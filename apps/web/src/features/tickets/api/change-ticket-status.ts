import type { ChangeTicketStatusInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ticketDetailKey, ticketListRoot } from '@/lib/query-keys';
import type { AppTicketDetail } from './types';

/** PATCH /api/tickets/{id}/status: close (CLOSED) or reopen (OPEN). */
export function changeTicketStatus(id: string, input: ChangeTicketStatusInput): Promise<AppTicketDetail> {
  return apiRequest<AppTicketDetail>('PATCH', `/tickets/${encodeURIComponent(id)}/status`, { body: input });
}

export function useChangeTicketStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeTicketStatusInput) => changeTicketStatus(id, input),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketDetailKey(id), ticket);
      return queryClient.invalidateQueries({ queryKey: ticketListRoot });
    },
  });
}
