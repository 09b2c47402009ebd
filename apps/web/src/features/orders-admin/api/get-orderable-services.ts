import type { Service } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** Under `queryRoots.services`, so a change of the price list refreshes the order form too. */
export const orderableServicesKey = [...queryRoots.services, 'orderable'] as const;

/** GET /api/services: the active lines of the price list, in their display order. */
export async function getOrderableServices(signal?: AbortSignal): Promise<Service[]> {
  const services = await apiRequest<Service[] | null>('GET', '/services', { signal });
  return (Array.isArray(services) ? services : [])
    .filter((service) => service.active)
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

export function useOrderableServices() {
  return useQuery({ queryKey: orderableServicesKey, queryFn: ({ signal }) => getOrderableServices(signal) });
}
