import type { CreateRegulationInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { AppRegulation } from './types';

/** POST /api/regulations (admins): saves the text as the next version, which is then in force. */
export function createRegulation(input: CreateRegulationInput): Promise<AppRegulation> {
  return apiRequest<AppRegulation>('POST', '/regulations', { body: input });
}

export function useCreateRegulation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegulation,
    // Also the version sign-up asks students to accept.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.regulations }),
  });
}
