import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { enqueueSnackbar } from '@/lib/snackbar';

const QUEUED_ACTION_MESSAGE = 'Không có mạng: thao tác sẽ tự gửi khi có mạng trở lại';

/**
 * An action taken without a network waits in memory until the signal returns (the query
 * client holds it). Say so the moment it starts waiting — a spinner alone cannot tell "saved"
 * from "lost" — and ask before the page is closed, which would drop it.
 */
export function QueuedActionsNotice() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const cache = queryClient.getMutationCache();
    const told = new WeakSet<object>();
    const unsubscribe = cache.subscribe((event) => {
      const mutation = event.mutation;
      if (!mutation?.state.isPaused || told.has(mutation)) return;
      told.add(mutation);
      enqueueSnackbar(QUEUED_ACTION_MESSAGE, { variant: 'info', preventDuplicate: true });
    });
    const holdPage = (event: BeforeUnloadEvent) => {
      if (cache.getAll().some((mutation) => mutation.state.isPaused)) event.preventDefault();
    };
    window.addEventListener('beforeunload', holdPage);
    return () => {
      unsubscribe();
      window.removeEventListener('beforeunload', holdPage);
    };
  }, [queryClient]);
  return null;
}
