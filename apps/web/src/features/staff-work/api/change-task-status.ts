import type { ChangeDeliveryStatusInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { DeliveryTaskView } from './get-my-tasks';

export interface ChangeTaskStatusVariables extends ChangeDeliveryStatusInput {
  id: string;
}

/** PATCH /api/deliveries/{id}/status: start, finish or fail (with a reason) one of my tasks. */
export function changeTaskStatus({ id, ...body }: ChangeTaskStatusVariables): Promise<DeliveryTaskView> {
  return apiRequest<DeliveryTaskView>('PATCH', `/deliveries/${encodeURIComponent(id)}/status`, { body });
}

export function useChangeTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTaskStatus,
    // A finished task moves its order too (picked up, delivering, completed).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.deliveries }),
        queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
      ]),
  });
}
