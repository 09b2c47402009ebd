import { useQuery } from '@tanstack/react-query';
import type { Receipt } from '@tsa/shared';
import { apiRequest } from '@/lib/api-client';
import { orderDetailKey } from '@/lib/query-keys';

export type ReceiptView = Omit<Receipt, 'paidAt' | 'completedAt' | 'issuedAt'> & {
  paidAt: Date | null;
  completedAt: Date | null;
  issuedAt: Date;
};

/** GET /api/orders/{id}/receipt: the receipt of a paid order. */
export function getReceipt(id: string, signal?: AbortSignal): Promise<ReceiptView> {
  return apiRequest<ReceiptView>('GET', `/orders/${encodeURIComponent(id)}/receipt`, { signal });
}

export function useReceipt(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...orderDetailKey(id), 'receipt'],
    queryFn: ({ signal }) => getReceipt(id, signal),
    enabled,
  });
}
