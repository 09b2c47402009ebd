import type { Service } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const servicesQueryKey = ['services'] as const;

/** GET /api/services: the public catalogue; the landing shows only active lines. */
export async function getServices(signal?: AbortSignal): Promise<Service[]> {
  const services = await apiRequest<Service[]>('GET', '/services', { signal });
  return (services ?? []).filter((service) => service.active);
}

export function useServices() {
  return useQuery({ queryKey: servicesQueryKey, queryFn: ({ signal }) => getServices(signal), staleTime: 5 * 60_000 });
}
