import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryRoots } from '@/lib/query-keys';
import { useRealtime } from '@/lib/socket';

/** Changes arriving together (a staff member clearing a batch) cost one refresh, not one each. */
export const LIVE_STATS_DELAY_MS = 2_000;

/**
 * Every figure is computed from orders, so an order changing anywhere makes them stale: the
 * socket's `order:updated` refreshes the figures on screen shortly after.
 */
export function useLiveStats(): void {
  const { socket } = useRealtime();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOrderUpdated = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: queryRoots.stats });
      }, LIVE_STATS_DELAY_MS);
    };
    socket.on('order:updated', onOrderUpdated);
    return () => {
      socket.off('order:updated', onOrderUpdated);
      clearTimeout(timer);
    };
  }, [socket, queryClient]);
}
