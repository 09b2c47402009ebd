import type { CreateBuildingInput, Dormitory, UpdateBuildingInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dormitoriesRootKey } from '@/lib/dormitories';

export type SaveBuildingVariables =
  { id: null; dormitoryId: string; changes: CreateBuildingInput } | { id: string; changes: UpdateBuildingInput };

/** POST /api/dormitories/{id}/buildings or PATCH /api/dormitories/buildings/{id} (admin). */
export function saveBuilding(variables: SaveBuildingVariables): Promise<Dormitory[]> {
  if (variables.id !== null) {
    return apiRequest<Dormitory[]>('PATCH', `/dormitories/buildings/${encodeURIComponent(variables.id)}`, {
      body: variables.changes,
    });
  }
  return apiRequest<Dormitory[]>('POST', `/dormitories/${encodeURIComponent(variables.dormitoryId)}/buildings`, {
    body: variables.changes,
  });
}

export function useSaveBuilding(options: { inline?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBuilding,
    meta: { errorSnackbar: Boolean(options.inline) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dormitoriesRootKey }),
  });
}
