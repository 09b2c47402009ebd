import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import type { AppSocket, RealtimeSocket } from './socket';

const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
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

/** Opens the real connection (loaded on demand by `createSocket`). */
export function openSocket(token: string): RealtimeSocket {
  const socket: AppSocket = io({ ...SOCKET_OPTIONS, ...authOptions(token) });
  const setToken = (next: string) => {
    const { extraHeaders, auth } = authOptions(next);
    socket.auth = auth;
    socket.io.opts.extraHeaders = extraHeaders;
  };
  return Object.assign(socket as unknown as RealtimeSocket, { setToken });
}
