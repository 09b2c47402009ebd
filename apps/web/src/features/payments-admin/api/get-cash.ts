import { useQuery } from '@tanstack/react-query';
import type { CashDay } from '@tsa/shared';
import { apiRequest } from '@/lib/api-client';
import { paymentsQueryKey } from './keys';

/** GET /api/payments/cash: cash collected per staff member per day (last 7 days). */
export function useCashReconciliation() {
  return useQuery({
    queryKey: [...paymentsQueryKey, 'cash'],
    queryFn: ({ signal }) => apiRequest<CashDay[]>('GET', '/payments/cash', { signal }),
  });
}
