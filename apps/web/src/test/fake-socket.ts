import type { RealtimeSocket } from '@/lib/socket';

/** A socket the tests drive by hand: `fire('notification', …)` plays a server event. */
export function fakeSocket(options: { connected?: boolean } = {}) {
  const listeners = new Map<string, Set<(...args: never[]) => void>>();
  const emitted: { event: string; args: unknown[] }[] = [];
  const socket: RealtimeSocket & { tokens: string[] } = {
    connected: options.connected ?? true,
    tokens: [],
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return socket;
    },
    off(event, listener) {
      if (listener) listeners.get(event)?.delete(listener);
      else listeners.delete(event);
      return socket;
    },
    emit(event, ...args) {
      emitted.push({ event, args });
      return socket;
    },
    connect: () => socket,
    disconnect: () => socket,
    setToken(token) {
      socket.tokens.push(token);
    },
  };
  return {
    socket,
    emitted,
    factory: (token: string) => {
      socket.tokens.push(token);
      return socket;
    },
    fire(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
    },
  };
}
