import type { AddressMappingResult, MapAddressInput, UnmappedAddress } from '@tsa/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dormitoriesRootKey } from '@/lib/dormitories';

const unmappedKey = [...dormitoriesRootKey, 'unmapped'] as const;

/** GET /api/dormitories/unmapped (admin): free-text addresses the automatic mapping could not place. */
export async function getUnmappedAddresses(signal?: AbortSignal): Promise<UnmappedAddress[]> {
  const list = await apiRequest<UnmappedAddress[] | null>('GET', '/dormitories/unmapped', { signal });
  return Array.isArray(list) ? list : [];
}

export function useUnmappedAddresses() {
  return useQuery({ queryKey: unmappedKey, queryFn: ({ signal }) => getUnmappedAddresses(signal) });
}

/** POST /api/dormitories/unmapped/map (admin): one free-text pair, exactly as written, onto a building. */
export function mapAddress(input: MapAddressInput): Promise<AddressMappingResult> {
  return apiRequest<AddressMappingResult>('POST', '/dormitories/unmapped/map', { body: input });
}

export function useMapAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mapAddress,
    meta: { errorSnackbar: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unmappedKey }),
  });
}
