import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePaymentSettingsInput } from '@tsa/shared';
import { apiRequest } from '@/lib/api-client';
import type { PaymentSettingsView } from './get-payment-settings';
import { paymentsQueryKey } from './keys';

/** PUT /api/payments/settings. */
export function updatePaymentSettings(body: UpdatePaymentSettingsInput): Promise<PaymentSettingsView> {
  return apiRequest<PaymentSettingsView>('PUT', '/payments/settings', { body });
}

export function useUpdatePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentSettings,
    meta: { errorSnackbar: false },
    onSuccess: (saved) => queryClient.setQueryData([...paymentsQueryKey, 'settings'], saved),
  });
}
