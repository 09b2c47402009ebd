import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userListRoot } from '@/lib/query-keys';
import type { StaffMember } from '../types';

/** Under the admin's user lists (`userListRoot`), so a new staff account shows up here too. */
const staffQuery = { role: 'STAFF', status: 'ACTIVE', pageSize: 100, sort: 'firstName:asc' } as const;
export const activeStaffKey = [...userListRoot, staffQuery] as const;

/** GET /api/users?role=STAFF&status=ACTIVE: who tasks can be assigned to. */
export async function getActiveStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  const page = await apiRequest<{ items?: StaffMember[] } | null>('GET', '/users', {
    query: { ...staffQuery },
    signal,
  });
  return Array.isArray(page?.items) ? page.items : [];
}

export function useActiveStaff() {
  return useQuery({
    queryKey: activeStaffKey,
    queryFn: ({ signal }) => getActiveStaff(signal),
    staleTime: 60_000,
  });
}
