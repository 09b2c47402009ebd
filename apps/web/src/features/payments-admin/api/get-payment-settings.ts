import { useQuery } from '@tanstack/react-query';
import type { Bank, PaymentSettings } from '@tsa/shared';
import { apiRequest } from '@/lib/api-client';
import { paymentsQueryKey } from './keys';

export type PaymentSettingsView = Omit<PaymentSettings, 'updatedAt'> & { updatedAt: Date | null };

/** GET /api/payments/settings and the VietQR bank list the form offers. */
export function usePaymentSettings() {
  return useQuery({
    queryKey: [...paymentsQueryKey, 'settings'],
    queryFn: ({ signal }) => apiRequest<PaymentSettingsView>('GET', '/payments/settings', { signal }),
  });
}

export function useBanks() {
  return useQuery({
    queryKey: [...paymentsQueryKey, 'banks'],
    queryFn: ({ signal }) => apiRequest<Bank[]>('GET', '/payments/banks', { signal }),
    staleTime: Infinity,
  });
}
