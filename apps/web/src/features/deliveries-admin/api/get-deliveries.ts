import type { DeliveryType } from '@tsa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { DeliveryTaskView } from '../types';
import { queryRoots } from '@/lib/query-keys';

/** The server's largest page: a day of a dormitory's rounds fits in it. */
export const SCHEDULE_PAGE_SIZE = 200;

export interface ScheduleQuery {
  /** Scheduled day, `YYYY-MM-DD`. */
  date: string;
  type?: DeliveryType;
}

export interface DeliveryPageView {
  items: DeliveryTaskView[];
  total: number;
}

/** GET /api/deliveries?date=…: the tasks of one day, ordered by window then dormitory → building → room. */
export async function getDeliveries(query: ScheduleQuery, signal?: AbortSignal): Promise<DeliveryPageView> {
  const page = await apiRequest<DeliveryPageView | null>('GET', '/deliveries', {
    query: { date: query.date, type: query.type, pageSize: SCHEDULE_PAGE_SIZE },
    signal,
  });
  return {
    items: Array.isArray(page?.items) ? page.items : [],
    total: typeof page?.total === 'number' ? page.total : 0,
  };
}

export function useDeliveries(query: ScheduleQuery) {
  return useQuery({
    queryKey: [...queryRoots.deliveries, 'list', query],
    queryFn: ({ signal }) => getDeliveries(query, signal),
    placeholderData: keepPreviousData,
  });
}
