import type { Service } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * Under `queryRoots.services` with every other cached copy of the catalogue (the landing's
 * public price list, the order forms), so a change here refreshes them all.
 */
export const catalogueQueryKey = [...queryRoots.services, 'admin'] as const;

/** GET /api/services?includeInactive=true (admin): the whole catalogue, switched-off lines too. */
export async function getCatalogue(signal?: AbortSignal): Promise<Service[]> {
  const services = await apiRequest<Service[] | null>('GET', '/services', { query: { includeInactive: true }, signal });
  const list = Array.isArray(services) ? services : [];
  return [...list].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'vi'));
}

export function useCatalogue() {
  return useQuery({ queryKey: catalogueQueryKey, queryFn: ({ signal }) => getCatalogue(signal) });
}
