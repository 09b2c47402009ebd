import type { Plan, PlanPaymentMethod } from '@tsa/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Revived } from '@/lib/api-client';
import type { MyPlanView } from '@/lib/plans/my-plan';
import { planListKey, queryRoots } from '@/lib/query-keys';

export { useMyPlan, type MyPlanView } from '@/lib/plans/my-plan';

export type PlanOffer = Revived<Plan, 'createdAt' | 'updatedAt'>;

/** GET /api/plans: the plans for sale. */
export function usePlansForSale() {
  return useQuery({
    queryKey: planListKey,
    queryFn: ({ signal }) => apiRequest<PlanOffer[]>('GET', '/plans', { signal }),
  });
}

/** A purchase, a cancellation or a skipped week changes my plan and, for a purchase, my wallet. */
function usePlanMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorSnackbar: false },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.plans }),
        queryClient.invalidateQueries({ queryKey: queryRoots.wallet }),
      ]);
    },
  });
}

/** POST /api/plans/{id}/buy. */
export const useBuyPlan = () =>
  usePlanMutation(({ planId, paymentMethod }: { planId: string; paymentMethod: PlanPaymentMethod }) =>
    apiRequest<MyPlanView>('POST', `/plans/${encodeURIComponent(planId)}/buy`, {
      body: { paymentMethod },
      idempotent: true,
    }),
  );

/** DELETE /api/plans/me: gives up a plan awaiting its transfer. */
export const useCancelAwaitingPlan = () => usePlanMutation(() => apiRequest<null>('DELETE', '/plans/me'));

/** POST /api/plans/me/skip-week. */
export const useSkipWeek = () => usePlanMutation(() => apiRequest<MyPlanView>('POST', '/plans/me/skip-week'));
