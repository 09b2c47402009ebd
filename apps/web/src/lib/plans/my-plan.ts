import type { MyPlan } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Revived } from '@/lib/api-client';
import { myPlanKey } from '@/lib/query-keys';

export type MyPlanView = Omit<MyPlan, 'subscription'> & {
  subscription: Revived<NonNullable<MyPlan['subscription']>, 'createdAt'> | null;
};

/** GET /api/plans/me: my plan brought to today, or the one awaiting its transfer (plans page, order form). */
export function useMyPlan(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: myPlanKey,
    queryFn: ({ signal }) => apiRequest<MyPlanView>('GET', '/plans/me', { signal }),
    enabled: options.enabled ?? true,
  });
}
