import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { ticketDetailKey, ticketListRoot } from '@/lib/query-keys';
import type { AppTicketMessage } from '@/lib/realtime-types';
import { emitTicketMessage, useRealtime, type RealtimeSocket } from '@/lib/socket';
import type { AppTicketDetail } from './types';

/** POST /api/tickets/{id}/messages, the way when the live connection is down. */
export function postTicketMessage(ticketId: string, body: string): Promise<AppTicketMessage> {
  return apiRequest<AppTicketMessage>('POST', `/tickets/${encodeURIComponent(ticketId)}/messages`, {
    body: { body },
    idempotent: true,
  });
}

/**
 * Sends over the socket's `message` event (the contract's) and waits for its ack; falls back to
 * the HTTP route when the socket is not connected.
 */
export async function sendTicketMessage(
  socket: RealtimeSocket | null,
  ticketId: string,
  body: string,
): Promise<AppTicketMessage> {
  if (!socket?.connected) return postTicketMessage(ticketId, body);
  const answer = await emitTicketMessage(socket, { ticketId, body });
  if (!answer.ok) throw new ApiError(answer.error.statusCode, answer.error.code, answer.error.message);
  return { ...answer.message, createdAt: new Date(answer.message.createdAt) };
}

export function useSendTicketMessage(ticketId: string) {
  const queryClient = useQueryClient();
  const { socket } = useRealtime();
  return useMutation({
    mutationFn: (body: string) => sendTicketMessage(socket, ticketId, body),
    onSuccess: (message) => {
      queryClient.setQueryData<AppTicketDetail>(ticketDetailKey(ticketId), (thread) =>
        !thread || thread.messages.some((m) => m.id === message.id)
          ? thread
          : {
              ...thread,
              messages: [...thread.messages, message],
              messageCount: thread.messageCount + 1,
              lastMessageAt: message.createdAt,
            },
      );
      // The status may have moved (a staff reply answers it, the owner's message reopens it).
      void queryClient.invalidateQueries({ queryKey: ticketDetailKey(ticketId) });
      return queryClient.invalidateQueries({ queryKey: ticketListRoot });
    },
  });
}
