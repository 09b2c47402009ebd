import { createAdapter } from '@socket.io/redis-adapter';
import {
  ERRORS,
  ROLES,
  type ApiErrorBody,
  type ClientToServerEvents,
  type Role,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
} from '@tsa/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type ExtendedError, type Socket } from 'socket.io';
import type { z } from 'zod';
import type { UserRow } from '../db/schema';
import { AppError, isAppError } from '../lib/app-error';
import { parseOrThrow } from '../lib/validation';
import { roleRoom, sessionRoom, sessionScopeRoom, userRoom, type Outbox, type Publisher } from '../lib/outbox';
import { presentNotification } from '../modules/notifications/presenter';
import { bearerToken, liveSessionUser } from './auth';

type ServerEvents = ServerToClientEvents;
interface SocketData {
  userId: string;
  role: Role;
  sessionId: string;
}
type IoServer = Server<ClientToServerEvents, ServerEvents, Record<string, never>, SocketData>;
type IoSocket = Socket<ClientToServerEvents, ServerEvents, Record<string, never>, SocketData>;

/** Handles a client event for the signed-in user; its result is sent back in the ack as `{ok: true, ...result}`. */
type ClientEventHandler<T> = (user: UserRow, input: T) => Promise<Record<string, unknown>>;

export interface Realtime extends Publisher {
  toUser<E extends ServerEventName>(userId: string, event: E, payload: ServerEventPayload<E>): void;
  toRole<E extends ServerEventName>(role: Role, event: E, payload: ServerEventPayload<E>): void;
  /** Moves the user's open sockets to the room of their new role, on every instance. */
  moveUserToRole(userId: string, role: Role): void;
  /**
   * Answers the client's `event` (e.g. the contract's `message`): the user is read again (a ban
   * since the connection counts), the payload checked with `schema`, and the outcome sent
   * through the ack as `{ok: true, ...}` or `{ok: false, error: {statusCode, code, message}}`.
   */
  handle<T>(event: keyof ClientToServerEvents, schema: z.ZodType<T>, handler: ClientEventHandler<T>): void;
  io: IoServer;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimeOptions {
  /** Prefix of the Redis pub/sub channels; instances serving the same users share it. */
  redisKey?: string;
}

function errorBody(error: unknown, log: FastifyBaseLogger): ApiErrorBody {
  if (isAppError(error)) {
    const body: ApiErrorBody = { statusCode: error.statusCode, code: error.code, message: error.message };
    if (error.fields) body.fields = error.fields;
    return body;
  }
  log.error({ err: error }, 'socket event failed');
  return { statusCode: 500, code: 'server/internal', message: ERRORS['server/internal'].message };
}

/** A refused handshake: the client's `connect_error` gets `data = {statusCode, code, message}`. */
function refusal(body: ApiErrorBody): ExtendedError {
  const error = new Error(body.message) as ExtendedError;
  error.data = body;
  return error;
}

/** The contract's client sends the header on polling; browsers on websocket send `auth.token`. */
function handshakeToken(socket: IoSocket): string | undefined {
  const fromHeader = bearerToken(socket.handshake.headers.authorization);
  if (fromHeader) return fromHeader;
  const given = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof given !== 'string' || !given.trim()) return undefined;
  return bearerToken(given) ?? given.trim();
}

/**
 * Socket.IO on Fastify's own HTTP server at `/socket.io`: authenticated like the API, each
 * socket in `user:<id>` and `role:<ROLE>`. With Redis, the adapter carries every emit, room
 * change and disconnect to the other instances.
 */
export const realtimePlugin = fp(async (app: FastifyInstance, options: RealtimeOptions) => {
  const db = app.database.db;
  const io: IoServer = new Server(app.server, {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
  });

  const redisClients = app.redis ? [app.redis.duplicate(), app.redis.duplicate()] : [];
  if (redisClients.length) {
    await Promise.all(redisClients.map((client) => client.connect()));
    const [pub, sub] = redisClients;
    io.adapter(createAdapter(pub, sub, { key: options.redisKey ?? 'tsa-socket.io' }));
  }

  /** The socket's user, read again: a ban, deletion or sign-out since the handshake counts. */
  const liveUser = ({ userId, sessionId }: SocketData): Promise<UserRow> =>
    liveSessionUser(db, { userId, sessionId, expiresAt: new Date(), amr: [] });

  /** When each socket's access token expires: the socket is closed then (the client reconnects with a fresh one). */
  const expiryTimers = new WeakMap<IoSocket, NodeJS.Timeout>();

  io.use(async (socket, next) => {
    try {
      const token = handshakeToken(socket);
      if (!token) throw new AppError('auth/unauthenticated');
      const claims = await app.tokens.verify(token);
      const user = await liveSessionUser(db, claims);
      // The admin room carries every order and ticket: not before the second factor (decision 030).
      if (user.role === 'ADMIN' && user.secondFactorAt === null) {
        throw new AppError('auth/multi-factor-enrollment-required');
      }
      socket.data.userId = user.id;
      socket.data.role = user.role;
      socket.data.sessionId = claims.sessionId;
      const timer = setTimeout(() => socket.disconnect(true), Math.max(claims.expiresAt.getTime() - Date.now(), 0));
      timer.unref();
      expiryTimers.set(socket, timer);
      next();
    } catch (error) {
      next(refusal(errorBody(error, app.log)));
    }
  });

  const handlers = new Map<string, (socket: IoSocket, payload: unknown) => Promise<Record<string, unknown>>>();

  io.on('connection', (socket) => {
    const { userId, role, sessionId } = socket.data;
    void socket.join([userRoom(userId), roleRoom(role), sessionRoom(sessionId)]);
    socket.once('disconnect', () => clearTimeout(expiryTimers.get(socket)));
    // A ban between the handshake check and the join would miss this socket: look once more.
    liveUser(socket.data).catch((error: unknown) => {
      socket.emit('error', errorBody(error, app.log));
      socket.disconnect(true);
    });

    for (const [event, run] of handlers) {
      socket.on(event as keyof ClientToServerEvents, async (payload: unknown, ack?: unknown) => {
        let answer: Record<string, unknown>;
        try {
          answer = { ok: true, ...(await run(socket, payload)) };
        } catch (error) {
          const body = errorBody(error, app.log);
          answer = { ok: false, error: body };
          if (typeof ack !== 'function') socket.emit('error', body);
          if (body.statusCode === 401 || body.code === 'auth/user-disabled') socket.disconnect(true);
        }
        if (typeof ack === 'function') ack(answer);
      });
    }
  });

  const realtime: Realtime = {
    io,
    toUser: (userId, event, payload) => {
      io.to(userRoom(userId)).emit(event, ...([payload] as Parameters<ServerEvents[typeof event]>));
    },
    toRole: (role, event, payload) => {
      io.to(roleRoom(role)).emit(event, ...([payload] as Parameters<ServerEvents[typeof event]>));
    },
    moveUserToRole: (userId, newRole) => {
      const sockets = io.in(userRoom(userId));
      sockets.socketsLeave(ROLES.filter((r) => r !== newRole).map(roleRoom));
      sockets.socketsJoin(roleRoom(newRole));
    },
    publish(outbox: Outbox) {
      // After a commit the change is done: a failed push is logged, never turned into a failed request.
      try {
        // First, so that nothing the same transaction announces reaches a session it ended.
        for (const scope of outbox.endedSessions) io.in(sessionScopeRoom(scope)).disconnectSockets(true);
        for (const { row, actorId } of outbox.notifications) {
          io.to(userRoom(row.userId)).emit('notification', { ...presentNotification(row), actorId });
        }
        for (const { rooms, event, payload } of outbox.events) {
          io.to(rooms).emit(event, ...([payload] as Parameters<ServerEvents[typeof event]>));
        }
      } catch (error) {
        app.log.error({ err: error }, 'realtime publish failed');
      }
    },
    handle(event, schema, handler) {
      handlers.set(event, async (socket, payload) => {
        const user = await liveUser(socket.data);
        return handler(user, parseOrThrow(schema, payload));
      });
    },
  };
  app.decorate('realtime', realtime);

  // Before Fastify closes its HTTP server, which waits for every open connection (websockets too).
  // Only the transports close: clients see 'transport close' and reconnect, to another instance if
  // this one is gone for good.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
    await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
  });
});
