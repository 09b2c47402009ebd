import type { BagLookup, CreateRackInput, Rack, RackContents } from '@tsa/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { BagScanView } from '@/lib/bag-scans';
import { queryRoots } from '@/lib/query-keys';

export type BagLookupView = Omit<BagLookup, 'scans'> & { scans: BagScanView[] };

/** POST /api/racks (admins). */
export function useCreateRack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRackInput) => apiRequest<Rack>('POST', '/racks', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.racks }),
  });
}

/** POST /api/racks/{code}/deactivate (admins). */
export function useDeactivateRack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest<Rack>('POST', `/racks/${encodeURIComponent(code)}/deactivate`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.racks }),
  });
}

/** GET /api/racks/{code}/bags: what is on a rack now. */
export function useRackBags(code: string | null) {
  return useQuery({
    queryKey: [...queryRoots.racks, 'bags', code],
    queryFn: ({ signal }) => apiRequest<RackContents>('GET', `/racks/${encodeURIComponent(code!)}/bags`, { signal }),
    enabled: Boolean(code),
  });
}

/** GET /api/scans/bags/{code} (admins): a bag's order and its scans; under the orders' root, so a new scan refreshes it. */
export function useFindBag(code: string | null) {
  return useQuery({
    queryKey: [...queryRoots.orders, 'bag', code],
    queryFn: ({ signal }) => apiRequest<BagLookupView>('GET', `/scans/bags/${encodeURIComponent(code!)}`, { signal }),
    enabled: Boolean(code),
    retry: false,
    placeholderData: keepPreviousData,
  });
}
