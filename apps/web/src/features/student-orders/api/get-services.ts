import type { Service } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The same key and shape as the landing's price list: one cache entry for the catalogue.
export const servicesQueryKey = ['services'] as const;

/** GET /api/services: the active catalogue the order form offers. */
export async function getServices(signal?: AbortSignal): Promise<Service[]> {
  const services = await apiRequest<Service[]>('GET', '/services', { signal });
  return (Array.isArray(services) ? services : []).filter((service) => service.active);
}

export function useServices() {
  return useQuery({ queryKey: servicesQueryKey, queryFn: ({ signal }) => getServices(signal), staleTime: 5 * 60_000 });
}
