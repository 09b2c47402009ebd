import type { CreateDeliveryInput, DeliveryType, PickupSlot } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { DeliveryTaskView } from '../types';
import { queryRoots } from '@/lib/query-keys';

export interface AssignVariables {
  orderIds: string[];
  type: DeliveryType;
  staffId: string;
  scheduledDate: string;
  slot: PickupSlot;
}

/**
 * One order: POST /api/deliveries. Several: POST /api/deliveries/bulk, all or nothing — a 409
 * `deliveries/bulk-rejected` lists each refused order (by id) in `fields`.
 */
export async function assignDeliveries({ orderIds, ...assignment }: AssignVariables): Promise<DeliveryTaskView[]> {
  if (orderIds.length === 1) {
    const body: CreateDeliveryInput = { orderId: orderIds[0]!, ...assignment };
    return [await apiRequest<DeliveryTaskView>('POST', '/deliveries', { body })];
  }
  const result = await apiRequest<{ items?: DeliveryTaskView[] } | null>('POST', '/deliveries/bulk', {
    body: { orderIds, ...assignment },
  });
  return result?.items ?? [];
}

export function useAssignDeliveries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignDeliveries,
    // The dialog lists the refusals order by order.
    meta: { errorSnackbar: false },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.deliveries }),
        queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
      ]),
  });
}
