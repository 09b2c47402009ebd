import type { CreatePlanInput, Plan, Service, UpdatePlanInput } from '@tsa/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Revived } from '@/lib/api-client';
import { planListKey, queryRoots } from '@/lib/query-keys';

export type AdminPlan = Revived<Plan, 'createdAt' | 'updatedAt'>;

/** GET /api/plans as an admin: every plan, those no longer for sale too. */
export function useAllPlans() {
  return useQuery({
    queryKey: planListKey,
    queryFn: ({ signal }) => apiRequest<AdminPlan[]>('GET', '/plans', { signal }),
  });
}

/** The catalogue's KG services, switched-off ones too (a plan may still name one). */
export function useKgServices() {
  return useQuery({
    queryKey: [...queryRoots.services, 'kg-for-plans'],
    queryFn: async ({ signal }) => {
      const list = await apiRequest<Service[]>('GET', '/services', { query: { includeInactive: true }, signal });
      return (Array.isArray(list) ? list : []).filter((service) => service.unit === 'KG');
    },
  });
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CreatePlanInput | UpdatePlanInput }) =>
      id
        ? apiRequest<AdminPlan>('PATCH', `/plans/${encodeURIComponent(id)}`, { body: input })
        : apiRequest<AdminPlan>('POST', '/plans', { body: input, idempotent: true }),
    // The dialog shows the server's answer next to the fields.
    meta: { errorSnackbar: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.plans }),
  });
}

/** The quick "Ngừng bán" / "Mở bán" of the list (errors as a snackbar). */
export function useSetPlanActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest<AdminPlan>('PATCH', `/plans/${encodeURIComponent(id)}`, { body: { active } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.plans }),
  });
}
