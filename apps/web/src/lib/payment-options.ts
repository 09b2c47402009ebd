import type { PaymentOptions } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { paymentOptionsKey } from '@/lib/query-keys';

/** GET /api/payments/options: whether the shop takes transfers and confirms them by itself. */
function getPaymentOptions(signal?: AbortSignal): Promise<PaymentOptions> {
  return apiRequest<PaymentOptions>('GET', '/payments/options', { signal });
}

/** The order forms (student and walk-in) and the admin's dashboard read the same answer. */
export function usePaymentOptions() {
  return useQuery({
    queryKey: paymentOptionsKey,
    queryFn: ({ signal }) => getPaymentOptions(signal),
    staleTime: 60_000,
  });
}

/** Why transfer is not offered, shown under the disabled choice. */
export const TRANSFER_UNAVAILABLE_REASON = 'Cửa hàng chưa có tài khoản nhận chuyển khoản';
