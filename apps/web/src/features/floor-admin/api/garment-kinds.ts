import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGarmentKindInput, GarmentKind, UpdateGarmentKindInput } from '@tsa/shared';
import { apiRequest } from '@/lib/api-client';
import { garmentKindsKey } from '@/lib/proofs';

/** `POST /garment-kinds` and `PATCH /garment-kinds/{id}` (admins); the list is `useGarmentKinds`. */
export function useCreateGarmentKind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGarmentKindInput) => apiRequest<GarmentKind>('POST', '/garment-kinds', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: garmentKindsKey }),
  });
}

export function useUpdateGarmentKind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateGarmentKindInput & { id: string }) =>
      apiRequest<GarmentKind>('PATCH', `/garment-kinds/${id}`, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: garmentKindsKey }),
  });
}
