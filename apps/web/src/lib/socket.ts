import type {
  ClientToServerEvents,
  ServerToClientEvents,
  TicketMessageAck,
  TicketSocketMessageInput,
} from '@tsa/shared';
import { createContext, useContext } from 'react';
import type { Socket } from 'socket.io-client';

/**
 * The live connection to the server (the contract's socket settings): Socket.IO at `/socket.io` on
 * the same origin, long-polling first then websocket, the access token both as the
 * `Authorization` header (read on polling) and as `auth.token` (browsers cannot set headers on
 * a websocket). Events are hints to refresh; the API stays the truth (decision 006).
 */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * What the app uses of a socket, so tests can hand the provider a fake one. `setToken` puts a
 * new access token in place for the next (re)connection.
 */
export interface RealtimeSocket {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener?: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
  setToken(token: string): void;
}

export type SocketFactory = (token: string) => RealtimeSocket | Promise<RealtimeSocket>;

/**
 * Opens the real connection. Socket.IO's client is a chunk of its own, fetched after sign-in:
 * the sign-in page never downloads it.
 */
export const createSocket: SocketFactory = async (token) => (await import('./socket-client')).openSocket(token);

export const SESSION_EXPIRED_ALERT = 'Phiên đăng nhập đã hết hạn hoặc không hợp lệ. Vui lòng đăng nhập lại.';

export interface RealtimeContextValue {
  /** The open socket of the signed-in user, or null (signed out, or not opened yet). */
  socket: RealtimeSocket | null;
  connected: boolean;
}

export const RealtimeContext = createContext<RealtimeContextValue>({ socket: null, connected: false });

export function useRealtime(): RealtimeContextValue {
  return useContext(RealtimeContext);
}

/** Sends a ticket message over the socket (the contract's `message` event) and waits for the ack. */
export function emitTicketMessage(
  socket: RealtimeSocket,
  payload: TicketSocketMessageInput,
  timeoutMs = 10_000,
): Promise<TicketMessageAck> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket ack timeout')), timeoutMs);
    socket.emit('message', payload, (answer: TicketMessageAck) => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
}
