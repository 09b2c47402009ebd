import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderRating, OrderRatingResult, RateOrderInput } from '@tsa/shared';
import { apiRequest } from '@/lib/api-client';
import { orderDetailKey } from '@/lib/query-keys';

const ratingQueryKey = (id: string) => [...orderDetailKey(id), 'rating'] as const;

/** GET /api/orders/{id}/rating: my rating of a completed order, or null. */
export function useOrderRating(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ratingQueryKey(id),
    queryFn: ({ signal }) =>
      apiRequest<OrderRatingResult>('GET', `/orders/${encodeURIComponent(id)}/rating`, { signal }),
    enabled,
  });
}

/** POST /api/orders/{id}/rating: once per completed order. */
export function useRateOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RateOrderInput) =>
      apiRequest<OrderRating>('POST', `/orders/${encodeURIComponent(id)}/rating`, { body: input }),
    onSuccess: (rating) => queryClient.setQueryData(ratingQueryKey(id), { rating }),
    // "Already rated" (another tab was first) shows what was kept instead of a bare error.
    onError: () => queryClient.invalidateQueries({ queryKey: ratingQueryKey(id) }),
  });
}
