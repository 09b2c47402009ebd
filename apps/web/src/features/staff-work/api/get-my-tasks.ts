import type { DeliveryTask } from '@tsa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, type Revived } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { readOfflineCopy, saveOfflineCopy } from '@/lib/offline-copy';
import { queryRoots } from '@/lib/query-keys';

export type DeliveryTaskView = Revived<DeliveryTask, 'createdAt' | 'startedAt' | 'finishedAt' | 'updatedAt'>;

export const myTasksQueryKey = (date: string) => [...queryRoots.deliveries, 'mine', date] as const;

/**
 * GET /api/deliveries?date=…: my pickup and drop-off tasks of one day (staff only ever see
 * their own), in the server's order: window, then dormitory → building → room.
 */
export async function getMyTasks(date: string, signal?: AbortSignal): Promise<DeliveryTaskView[]> {
  const page = await apiRequest<{ items?: DeliveryTaskView[] } | null>('GET', '/deliveries', {
    signal,
    query: { date, pageSize: 200 },
  });
  return Array.isArray(page?.items) ? page.items : [];
}

/**
 * My tasks of a day. The last answer is kept on the device: with no network (the query paused
 * or could not connect, even once) the page shows that copy at once, with `offlineSince` saying
 * when it was fetched, so a staff member can still read the day's route in a dead spot.
 */
export function useMyTasks(date: string) {
  const copyName = `my-tasks:${date}`;
  const query = useQuery({
    queryKey: myTasksQueryKey(date),
    queryFn: async ({ signal }) => {
      const tasks = await getMyTasks(date, signal);
      saveOfflineCopy(copyName, tasks);
      return tasks;
    },
    placeholderData: keepPreviousData,
    // Tasks are assigned by the office during the day.
    refetchInterval: 60_000,
  });
  // The first attempt that cannot reach the server is enough: the copy shows while the query
  // retries or waits for the network, and goes as soon as a fresh answer arrives.
  const unreachable = (error: unknown) => isApiError(error) && error.statusCode === 0;
  const cutOff =
    query.data === undefined &&
    (query.fetchStatus === 'paused' || unreachable(query.error) || unreachable(query.failureReason));
  const copy = cutOff ? readOfflineCopy<DeliveryTaskView[]>(copyName) : null;
  if (copy)
    return {
      ...query,
      data: copy.data,
      isPending: false,
      isError: false,
      error: null,
      offlineSince: copy.savedAt,
    } as const;
  return { ...query, offlineSince: null };
}
