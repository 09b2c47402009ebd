import type { ApiErrorBody, ServerEventPayload } from '@tsa/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSnackbar } from '@/lib/snackbar';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { awaitsSecondFactor } from '@/lib/auth/second-factor-gate';
import { useAuth } from '@/lib/auth/use-auth';
import { endSession, renewSession, reportAccountDisabled } from '@/lib/api-client';
import { notificationListRoot, queryRoots, ticketDetailKey, ticketListRoot } from '@/lib/query-keys';
import type { AppNotification, AppNotificationPage, AppTicketMessage } from '@/lib/realtime-types';
import { getAccessToken } from '@/lib/session';
import {
  createSocket,
  RealtimeContext,
  SESSION_EXPIRED_ALERT,
  type RealtimeContextValue,
  type RealtimeSocket,
  type SocketFactory,
} from '@/lib/socket';

// Unit tests hand the provider a fake socket; they never open a real connection.
const DEFAULT_FACTORY: SocketFactory | null = import.meta.env.MODE === 'test' ? null : createSocket;

function debug(message: string, ...args: unknown[]): void {
  // Development only: the socket's life, for whoever is working on it.
  // eslint-disable-next-line no-console
  if (import.meta.env.DEV) console.debug(`[realtime] ${message}`, ...args);
}

function errorBodyOf(value: unknown): Partial<ApiErrorBody> {
  return value && typeof value === 'object' ? (value as Partial<ApiErrorBody>) : {};
}

interface ListParams {
  unread?: boolean;
  page?: number;
  pageSize?: number;
}

/** A new notification: first on page 1 of the lists that show unread ones, one more unread everywhere. */
function addNotification(queryClient: QueryClient, notification: AppNotification): void {
  for (const [key, data] of queryClient.getQueriesData<AppNotificationPage>({ queryKey: notificationListRoot })) {
    if (!data || data.items.some((item) => item.id === notification.id)) continue;
    const params = (key[2] ?? {}) as ListParams;
    const first = (params.page ?? 1) === 1 && params.unread !== false;
    queryClient.setQueryData<AppNotificationPage>(key, {
      ...data,
      unread: data.unread + 1,
      total: first ? data.total + 1 : data.total,
      items: first ? [notification, ...data.items].slice(0, params.pageSize ?? data.pageSize) : data.items,
    });
  }
  // Lists not on screen fetch again when they are next shown.
  void queryClient.invalidateQueries({ queryKey: queryRoots.notifications, refetchType: 'none' });
}

/** Another tab (or this one) read one notification, or all of them (`id: null`). */
function readNotification(queryClient: QueryClient, event: ServerEventPayload<'notification:read'>): void {
  queryClient.setQueriesData<AppNotificationPage>(
    { queryKey: notificationListRoot },
    (data) =>
      data && {
        ...data,
        unread: event.unread,
        items: data.items.map((item) => (event.id === null || item.id === event.id ? { ...item, read: true } : item)),
      },
  );
}

interface TicketThread {
  messages: AppTicketMessage[];
  messageCount: number;
  lastMessageAt: Date;
}

function addTicketMessage(queryClient: QueryClient, event: ServerEventPayload<'ticket:message'>): void {
  const message: AppTicketMessage = { ...event.message, createdAt: new Date(event.message.createdAt) };
  queryClient.setQueryData<TicketThread>(ticketDetailKey(event.ticketId), (thread) =>
    !thread || thread.messages.some((m) => m.id === message.id)
      ? thread
      : {
          ...thread,
          messages: [...thread.messages, message],
          messageCount: thread.messageCount + 1,
          lastMessageAt: message.createdAt,
        },
  );
  void queryClient.invalidateQueries({ queryKey: ticketListRoot });
}

/** What server events keep fresh: everything else is not refreshed on a (re)connection. */
const LIVE_ROOTS: ReadonlySet<unknown> = new Set(
  [
    queryRoots.orders,
    queryRoots.deliveries,
    queryRoots.notifications,
    queryRoots.tickets,
    queryRoots.reports,
    queryRoots.stats,
  ].map(([root]) => root),
);

/**
 * Events sent while the socket was not connected (it opens after the first screen has loaded, and
 * a phone on mobile data drops it) are never replayed: what was fetched before the connection is
 * fetched again, so a screen never stays behind a change it missed.
 */
function catchUp(queryClient: QueryClient, connectedAt: number): void {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey, state }) =>
      LIVE_ROOTS.has(queryKey[0]) &&
      state.status === 'success' &&
      state.fetchStatus === 'idle' &&
      state.dataUpdatedAt < connectedAt,
  });
}

export interface RealtimeProviderProps {
  children: ReactNode;
  /** How to open the socket; null keeps the app offline (tests that do not need it). */
  socketFactory?: SocketFactory | null;
}

/**
 * Holds the signed-in user's live connection: opened at sign-in, closed at sign-out. Server
 * events refresh the TanStack Query caches; a refused handshake refreshes the token once, then
 * ends the session with the "session expired" alert (SESSION_EXPIRED_ALERT); a banned account
 * goes to /banned.
 */
export function RealtimeProvider({ children, socketFactory = DEFAULT_FACTORY }: RealtimeProviderProps) {
  const { isAuthenticated, user } = useAuth();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<RealtimeContextValue>({ socket: null, connected: false });
  // An admin still to enrol a second factor is refused by the socket too: it opens once they have.
  const userId = isAuthenticated && !awaitsSecondFactor(user) ? user?.id : undefined;

  useEffect(() => {
    const token = getAccessToken();
    if (!userId || !token || !socketFactory) return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    const made = socketFactory(token);
    if (made instanceof Promise) {
      void made.then((socket) => {
        if (cancelled) socket.disconnect();
        else detach = attach(socket);
      });
    } else {
      detach = attach(made);
    }
    return () => {
      cancelled = true;
      detach?.();
    };

    function attach(socket: RealtimeSocket): () => void {
      let closed = false;
      let refreshTried = false;
      let retryTimer: ReturnType<typeof setTimeout> | undefined;
      setState({ socket, connected: socket.connected });

      const expire = () => {
        if (closed) return;
        closed = true;
        socket.disconnect();
        enqueueSnackbar(SESSION_EXPIRED_ALERT, { variant: 'error', preventDuplicate: true });
        endSession();
      };

      const refused = (body: Partial<ApiErrorBody>) => {
        if (closed) return;
        if (body.statusCode === 403 && body.code === 'auth/user-disabled') {
          closed = true;
          socket.disconnect();
          reportAccountDisabled();
          return;
        }
        if (body.statusCode !== 401) return;
        if (refreshTried) return expire();
        refreshTried = true;
        void renewSession().then((renewal) => {
          const next = getAccessToken();
          if (closed) return;
          if (renewal.kind === 'disabled') {
            // Already reported: /banned is on its way.
            closed = true;
            socket.disconnect();
            return;
          }
          if (renewal.kind !== 'refreshed' || !next) return expire();
          socket.setToken(next);
          socket.disconnect();
          socket.connect();
        });
      };

      const handlers = {
        connect: () => {
          refreshTried = false;
          debug('connected');
          catchUp(queryClient, Date.now());
          setState({ socket, connected: true });
        },
        disconnect: (reason: string) => {
          debug('disconnected', reason);
          setState({ socket, connected: false });
          // The server closed it (a ban, a deletion, a token it no longer accepts): connect once
          // more, and the handshake's answer says what happened.
          if (reason === 'io server disconnect' && !closed) {
            retryTimer = setTimeout(() => {
              const next = getAccessToken();
              if (closed || !next) return;
              socket.setToken(next);
              socket.connect();
            }, 1000);
          }
        },
        connect_error: (error: { data?: unknown }) => {
          debug('connect_error', error);
          refused(errorBodyOf(error?.data));
        },
        error: (body: ApiErrorBody) => refused(errorBodyOf(body)),
        notification: ({ actorId, ...payload }: ServerEventPayload<'notification'>) => {
          const notification: AppNotification = { ...payload, createdAt: new Date(payload.createdAt) };
          addNotification(queryClient, notification);
          if (payload.type.startsWith('REPORT')) void queryClient.invalidateQueries({ queryKey: queryRoots.reports });
          // A plan started by a top-up, or about to end: the plan page shows it without a reload.
          if (payload.type.startsWith('PLAN_')) void queryClient.invalidateQueries({ queryKey: queryRoots.plans });
          // A top-up, refund, withdrawal or wallet payment: the balance on screen follows the bank.
          if (payload.type.startsWith('WALLET') || payload.type === 'ORDER_PAYMENT')
            void queryClient.invalidateQueries({ queryKey: queryRoots.wallet });
          // News of the user's own action (an order just placed, a status just changed) is already
          // on their screen: it goes to the bell and the lists, not into a second toast.
          if (actorId !== userId) enqueueSnackbar(payload.title, { variant: 'info' });
        },
        'notification:read': (event: ServerEventPayload<'notification:read'>) => readNotification(queryClient, event),
        'order:updated': () => void queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
        'delivery:updated': () => {
          void queryClient.invalidateQueries({ queryKey: queryRoots.deliveries });
          void queryClient.invalidateQueries({ queryKey: queryRoots.orders });
        },
        'ticket:message': (event: ServerEventPayload<'ticket:message'>) => addTicketMessage(queryClient, event),
        'ticket:updated': () => void queryClient.invalidateQueries({ queryKey: queryRoots.tickets }),
      } as const;
      for (const [event, handler] of Object.entries(handlers)) socket.on(event, handler as (...args: never[]) => void);

      return () => {
        closed = true;
        clearTimeout(retryTimer);
        for (const [event, handler] of Object.entries(handlers))
          socket.off(event, handler as (...args: never[]) => void);
        socket.disconnect();
        setState({ socket: null, connected: false });
      };
    }
  }, [userId, socketFactory, queryClient, enqueueSnackbar]);

  const value = useMemo(() => state, [state]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
