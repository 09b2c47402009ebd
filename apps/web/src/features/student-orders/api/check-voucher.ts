import { useQuery } from '@tanstack/react-query';
import type { VoucherCheck } from '@tsa/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/vouchers/check: what the applied code takes off these lines, or the precise refusal
 * (the error). Asked again whenever the lines change, so the estimate's discount follows them.
 */
export function useVoucherCheck(code: string, items: readonly { serviceId: string; quantity: number }[]) {
  const lines = items.filter((item) => Number.isFinite(item.quantity) && item.quantity > 0);
  return useQuery({
    queryKey: ['vouchers', 'check', code, lines],
    queryFn: ({ signal }) =>
      apiRequest<VoucherCheck>('POST', '/vouchers/check', { body: { code, items: lines }, signal }),
    enabled: Boolean(code) && lines.length > 0,
    retry: false,
    staleTime: 30_000,
  });
}
