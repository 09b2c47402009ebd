import type { ClientToServerEvents, ServerToClientEvents, TicketMessageAck, TicketSocketMessageInput } from '@tsa/shared';
import { createContext, useContext } from 'react';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

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

export type SocketFactory = (token: string) => RealtimeSocket;

export const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  path: '/socket.io',
  // WebSocket only: one connection pinned to one instance, so several instances behind a
  // round-robin proxy need no sticky sessions (long-polling would; docs/decisions/022).
  transports: ['websocket'],
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
};

function authOptions(token: string) {
  return { extraHeaders: { Authorization: `Bearer ${token}` }, auth: { token } };
}

/** Opens the real connection. */
export const createSocket: SocketFactory = (token) => {
  const socket: AppSocket = io({ ...SOCKET_OPTIONS, ...authOptions(token) });
  const setToken = (next: string) => {
    const { extraHeaders, auth } = authOptions(next);
    socket.auth = auth;
    socket.io.opts.extraHeaders = extraHeaders;
  };
  return Object.assign(socket as unknown as RealtimeSocket, { setToken });
};

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
export function emitTicketMessage(socket: RealtimeSocket, payload: TicketSocketMessageInput, timeoutMs = 10_000): Promise<TicketMessageAck> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket ack timeout')), timeoutMs);
    socket.emit('message', payload, (answer: TicketMessageAck) => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
}
