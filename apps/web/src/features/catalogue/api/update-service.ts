import type { Service, UpdateServiceInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export interface UpdateServiceVariables {
  id: string;
  changes: UpdateServiceInput;
}

/** PATCH /api/services/{id} (admin): a new price applies to orders placed afterwards. */
export function updateService({ id, changes }: UpdateServiceVariables): Promise<Service> {
  return apiRequest<Service>('PATCH', `/services/${encodeURIComponent(id)}`, { body: changes });
}

/** `inline` for the quick active switch in the table (errors as a snackbar), else the dialog shows them. */
export function useUpdateService(options: { inline?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    meta: { errorSnackbar: Boolean(options.inline) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.services }),
  });
}
