import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { runSheetQueryKey } from './get-run-sheet';

/** POST /api/run-sheets/buildings/{id}/start: "Bắt đầu toà này", the building's students told once. */
export function startBuilding({ buildingId, date }: { buildingId: string; date: string }) {
  return apiRequest<{ startedAt: string; notified: number }>(
    'POST',
    `/run-sheets/buildings/${encodeURIComponent(buildingId)}/start`,
    { body: { date } },
  );
}

export function useStartBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBuilding,
    onSuccess: async (_, { date }) => {
      await queryClient.invalidateQueries({ queryKey: runSheetQueryKey(date) });
    },
  });
}
