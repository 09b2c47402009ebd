import type { CreateVoucherInput, Service, UpdateVoucherInput, Voucher } from '@tsa/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Revived } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export type AdminVoucher = Revived<Voucher, 'createdAt'>;

const vouchersKey = ['vouchers'] as const;

/** GET /api/vouchers: every code, newest first, with its uses. */
export function useVouchers() {
  return useQuery({
    queryKey: vouchersKey,
    queryFn: ({ signal }) => apiRequest<AdminVoucher[]>('GET', '/vouchers', { signal }),
  });
}

/** The catalogue, switched-off services too (a voucher may still name one). */
export function useVoucherServices() {
  return useQuery({
    queryKey: [...queryRoots.services, 'for-vouchers'],
    queryFn: async ({ signal }) => {
      const list = await apiRequest<Service[]>('GET', '/services', { query: { includeInactive: true }, signal });
      return Array.isArray(list) ? list : [];
    },
  });
}

export function useSaveVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CreateVoucherInput | UpdateVoucherInput }) =>
      id
        ? apiRequest<AdminVoucher>('PATCH', `/vouchers/${encodeURIComponent(id)}`, { body: input })
        : apiRequest<AdminVoucher>('POST', '/vouchers', { body: input, idempotent: true }),
    // The dialog shows the server's answer next to the fields.
    meta: { errorSnackbar: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vouchersKey }),
  });
}

/** The list's quick "Tắt mã" / "Bật lại" (errors as a snackbar). */
export function useSetVoucherActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest<AdminVoucher>('PATCH', `/vouchers/${encodeURIComponent(id)}`, { body: { active } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vouchersKey }),
  });
}
