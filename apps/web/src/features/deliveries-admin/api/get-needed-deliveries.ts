import { useQuery } from '@tanstack/react-query';
import type { OrderView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export interface NeededDeliveriesView {
  pickups: OrderView[];
  dropoffs: OrderView[];
}

export const neededDeliveriesKey = [...queryRoots.deliveries, 'needed'] as const;

/** GET /api/deliveries/needed: orders waiting for a pickup (pending/confirmed) or a drop-off (ready). */
export async function getNeededDeliveries(signal?: AbortSignal): Promise<NeededDeliveriesView> {
  const body = await apiRequest<Partial<NeededDeliveriesView> | null>('GET', '/deliveries/needed', { signal });
  return {
    pickups: Array.isArray(body?.pickups) ? body.pickups : [],
    dropoffs: Array.isArray(body?.dropoffs) ? body.dropoffs : [],
  };
}

export function useNeededDeliveries() {
  return useQuery({ queryKey: neededDeliveriesKey, queryFn: ({ signal }) => getNeededDeliveries(signal) });
}
