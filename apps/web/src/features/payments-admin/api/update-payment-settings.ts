import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePaymentSettingsInput } from '@tsa/shared';
import { apiRequest } from '@/lib/api-client';
import { paymentOptionsKey } from '@/lib/query-keys';
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
    onSuccess: (saved) => {
      queryClient.setQueryData([...paymentsQueryKey, 'settings'], saved);
      // What the order forms offer and the dashboard's set-up warning follow the new account.
      void queryClient.invalidateQueries({ queryKey: paymentOptionsKey });
    },
  });
}
