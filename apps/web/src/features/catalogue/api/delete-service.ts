import type { Service } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export interface DeleteServiceResult {
  /** false: orders use the service, so the server switched it off instead. */
  removed: boolean;
  service: Service;
}

/** DELETE /api/services/{id} (admin). */
export function deleteService(id: string): Promise<DeleteServiceResult> {
  return apiRequest<DeleteServiceResult>('DELETE', `/services/${encodeURIComponent(id)}`);
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.services }),
  });
}
