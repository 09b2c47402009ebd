import type { UpdateDeliveryInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { DeliveryTaskView } from '../types';
import { queryRoots } from '@/lib/query-keys';

export interface UpdateDeliveryVariables extends UpdateDeliveryInput {
  id: string;
}

/** PATCH /api/deliveries/{id}: another staff member and/or another window for an open task. */
export function updateDelivery({ id, ...body }: UpdateDeliveryVariables): Promise<DeliveryTaskView> {
  return apiRequest<DeliveryTaskView>('PATCH', `/deliveries/${encodeURIComponent(id)}`, { body });
}

export function useUpdateDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDelivery,
    meta: { errorSnackbar: false },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.deliveries }),
        queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
      ]),
  });
}
