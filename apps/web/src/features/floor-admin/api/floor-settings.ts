import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FloorSettings } from '@tsa/shared';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const floorSettingsKey = [...queryRoots.orders, 'floor-settings'] as const;

/** `GET /floor-settings` (admins): the reminder's time and how long a proof may be answered. */
export function useFloorSettings() {
  return useQuery({
    queryKey: floorSettingsKey,
    queryFn: ({ signal }) => apiRequest<FloorSettings>('GET', '/floor-settings', { signal }),
  });
}

export function useSaveFloorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FloorSettings) => apiRequest<FloorSettings>('PUT', '/floor-settings', { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(floorSettingsKey, saved),
  });
}
