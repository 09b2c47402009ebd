import type { SetSlotCapacityInput, SlotCapacity } from '@tsa/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * Only this editor caches the capacity table, so its root stays here rather than in `queryRoots`;
 * what the order forms show of it ("Còn N chỗ") hangs under the orders root.
 */
const capacityKey = ['slot-capacity'] as const;

/** GET /api/slots/capacity (admin): the default per window and each building's own figures. */
export async function getSlotCapacities(signal?: AbortSignal): Promise<SlotCapacity[]> {
  const list = await apiRequest<SlotCapacity[] | null>('GET', '/slots/capacity', { signal });
  return Array.isArray(list) ? list : [];
}

export function useSlotCapacities() {
  return useQuery({ queryKey: capacityKey, queryFn: ({ signal }) => getSlotCapacities(signal) });
}

/** PUT /api/slots/capacity (admin): one window of one building (or the default); null lifts the limit. */
export function setSlotCapacity(input: SetSlotCapacityInput): Promise<SlotCapacity[]> {
  return apiRequest<SlotCapacity[]>('PUT', '/slots/capacity', { body: input });
}

export function useSetSlotCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSlotCapacity,
    meta: { errorSnackbar: false },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: capacityKey });
      // The "Còn N chỗ" of the order forms hangs under the orders root.
      await queryClient.invalidateQueries({ queryKey: queryRoots.orders });
    },
  });
}
