import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerEventName, ServerEventPayload, ServerToClientEvents } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { AUDIENCE } from '../plugins/auth';
import { accessTokenFor } from './factories';
import { io, type Socket } from 'socket.io-client';
import type { UserRow } from '../db/schema';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Starts the app on a free local port (sockets need a real server) and returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface ConnectOptions {
  /** The contract's way (default): `Authorization: Bearer` on the polling transport. */
  header?: string;
  /** The browser's way on websocket: `auth.token`. */
  authToken?: string;
  transports?: ('polling' | 'websocket')[];
  reconnection?: boolean;
}

/** A socket.io-client socket with the contract's settings; not connected yet. */
export function socketFor(baseUrl: string, options: ConnectOptions = {}): ClientSocket {
  return io(baseUrl, {
    path: '/socket.io',
    transports: options.transports ?? ['polling'],
    extraHeaders: options.header ? { Authorization: options.header } : undefined,
    auth: options.authToken ? { token: options.authToken } : undefined,
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    randomizationFactor: 0.5,
    timeout: 5_000,
    autoConnect: false,
    forceNew: true,
  });
}

/** Connects and resolves once connected; rejects with the server's refusal (`error.data`). */
export function connect(socket: ClientSocket): Promise<ClientSocket> {
  return new Promise((resolve, reject) => {
    const onConnect = () => {
      socket.off('connect_error', onError);
      resolve(socket);
    };
    const onError = (error: Error) => {
      socket.off('connect', onConnect);
      reject(error);
    };
    socket.once('connect', onConnect);
    socket.once('connect_error', onError);
    socket.connect();
  });
}

/** A connected socket of `user`, token in the `Authorization` header. */
export async function connectAs(
  app: FastifyInstance,
  baseUrl: string,
  user: Pick<UserRow, 'id' | 'role'>,
  options: ConnectOptions = {},
) {
  const header = `Bearer ${await accessTokenFor(app, user)}`;
  return connect(socketFor(baseUrl, { header, ...options }));
}

/** The refusal a connection attempt ends with (fails the test if it connects). */
export async function refusal(
  socket: ClientSocket,
): Promise<Error & { data?: { statusCode: number; code: string; message: string } }> {
  try {
    await connect(socket);
  } catch (error) {
    return error as Error & { data?: { statusCode: number; code: string; message: string } };
  } finally {
    socket.close();
  }
  throw new Error('the socket connected but should have been refused');
}

/** The next `event` on `socket` (optionally the next one that `match`es), or a failure after `timeoutMs`. */
export function nextEvent<E extends ServerEventName>(
  socket: ClientSocket,
  event: E,
  match: (payload: ServerEventPayload<E>) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<ServerEventPayload<E>> {
  return new Promise((resolve, reject) => {
    const listener = ((payload: ServerEventPayload<E>) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    }) as never;
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no "${event}" within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on(event, listener);
  });
}

/** Every `event` the socket receives from now on, for "nobody else heard it" checks. */
export function record<E extends ServerEventName>(socket: ClientSocket, event: E): ServerEventPayload<E>[] {
  const seen: ServerEventPayload<E>[] = [];
  socket.on(event, ((payload: ServerEventPayload<E>) => seen.push(payload)) as never);
  return seen;
}

/** Resolves when the socket is disconnected, with the reason. */
export function disconnection(socket: ClientSocket, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.disconnected) return resolve('already disconnected');
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** An access token that expired a minute ago, signed with the app's real key. */
export async function expiredToken(app: FastifyInstance, user: Pick<UserRow, 'id' | 'role'>): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: user.role, sid: randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer('tsa')
    .setAudience(AUDIENCE)
    .setIssuedAt(now - 120)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(app.tokens.secret));
}
