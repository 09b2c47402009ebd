import type { BagScan, Rack } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Revived } from './api-client';
import { orderScansKey, queryRoots } from './query-keys';

/** A scan as the client reads it (dates revived). */
export type BagScanView = Revived<BagScan, 'scannedAt'>;

/** GET /api/orders/{id}/scans: the bag's scans, oldest first (its student, staff, admins). */
export function useOrderScans(orderId: string | undefined) {
  return useQuery({
    queryKey: orderScansKey(orderId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<BagScanView[]>('GET', `/orders/${encodeURIComponent(orderId!)}/scans`, { signal }),
    enabled: Boolean(orderId),
  });
}

export const rackListKey = [...queryRoots.racks, 'list'] as const;

/** GET /api/racks: every rack, active or not (staff and admins). */
export function useRacks() {
  return useQuery({
    queryKey: rackListKey,
    queryFn: ({ signal }) => apiRequest<Rack[]>('GET', '/racks', { signal }),
  });
}
