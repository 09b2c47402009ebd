import type { Dormitory } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dormitoriesRootKey } from '@/lib/dormitories';

export const adminCatalogueKey = [...dormitoriesRootKey, 'admin'] as const;

/** GET /api/dormitories?includeInactive=true (admin): the whole catalogue, closed places too. */
export async function getAdminCatalogue(signal?: AbortSignal): Promise<Dormitory[]> {
  const list = await apiRequest<Dormitory[] | null>('GET', '/dormitories', {
    query: { includeInactive: true },
    signal,
  });
  return Array.isArray(list) ? list : [];
}

export function useAdminCatalogue() {
  return useQuery({ queryKey: adminCatalogueKey, queryFn: ({ signal }) => getAdminCatalogue(signal) });
}
