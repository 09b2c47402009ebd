import type { Service } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The active price list, one cache entry for the landing page and the student's order form. */
export const activeServicesKey = [...queryRoots.services, 'active'] as const;

/** GET /api/services: the public catalogue (in display order), only its active lines. */
export async function getServices(signal?: AbortSignal): Promise<Service[]> {
  const services = await apiRequest<Service[] | null>('GET', '/services', { signal });
  return (Array.isArray(services) ? services : []).filter((service) => service.active);
}

export function useServices() {
  return useQuery({ queryKey: activeServicesKey, queryFn: ({ signal }) => getServices(signal), staleTime: 5 * 60_000 });
}
