import type { DeliveryTask } from '@tsa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, type Revived } from '@/lib/api-client';

export type DeliveryTaskView = Revived<DeliveryTask, 'createdAt' | 'startedAt' | 'finishedAt' | 'updatedAt'>;

export const deliveriesQueryKey = ['deliveries'] as const;
export const myTasksQueryKey = (date: string) => [...deliveriesQueryKey, 'mine', date] as const;

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

export function useMyTasks(date: string) {
  return useQuery({
    queryKey: myTasksQueryKey(date),
    queryFn: ({ signal }) => getMyTasks(date, signal),
    placeholderData: keepPreviousData,
    // Tasks are assigned by the office during the day.
    refetchInterval: 60_000,
  });
}
