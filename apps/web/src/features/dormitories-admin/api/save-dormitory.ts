import type { CreateDormitoryInput, Dormitory, UpdateDormitoryInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dormitoriesRootKey } from '@/lib/dormitories';

export type SaveDormitoryVariables =
  { id: null; changes: CreateDormitoryInput } | { id: string; changes: UpdateDormitoryInput };

/** POST /api/dormitories or PATCH /api/dormitories/{id} (admin); both answer the whole catalogue. */
export function saveDormitory({ id, changes }: SaveDormitoryVariables): Promise<Dormitory[]> {
  return id
    ? apiRequest<Dormitory[]>('PATCH', `/dormitories/${encodeURIComponent(id)}`, { body: changes })
    : apiRequest<Dormitory[]>('POST', '/dormitories', { body: changes });
}

/** `inline` for the quick switch in a list (errors as a snackbar); a dialog shows them by its fields. */
export function useSaveDormitory(options: { inline?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDormitory,
    meta: { errorSnackbar: Boolean(options.inline) },
    // The pickers of sign-up and the order forms read the same catalogue.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dormitoriesRootKey }),
  });
}
