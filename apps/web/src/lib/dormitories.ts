import type { Dormitory } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Every cached copy of the dormitory catalogue (the pickers, the admin editor) hangs under this root. */
export const dormitoriesRootKey = ['dormitories'] as const;

/** GET /api/dormitories: the places open for new addresses (sign-up, profile, order forms share it). */
export async function getDormitories(signal?: AbortSignal): Promise<Dormitory[]> {
  const list = await apiRequest<Dormitory[] | null>('GET', '/dormitories', { signal });
  return Array.isArray(list) ? list : [];
}

export function useDormitories() {
  return useQuery({
    queryKey: [...dormitoriesRootKey, 'open'] as const,
    queryFn: ({ signal }) => getDormitories(signal),
    staleTime: 5 * 60_000,
  });
}
