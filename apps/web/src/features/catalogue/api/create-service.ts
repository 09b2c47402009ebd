import type { CreateServiceInput, Service } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** POST /api/services (admin). */
export function createService(input: CreateServiceInput): Promise<Service> {
  return apiRequest<Service>('POST', '/services', { body: input });
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    // The dialog shows the server's answer next to the fields.
    meta: { errorSnackbar: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.services }),
  });
}
