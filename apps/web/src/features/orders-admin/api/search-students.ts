import type { User } from '@tsa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, type Revived } from '@/lib/api-client';
import { userListRoot } from '@/lib/query-keys';

export type StudentOption = Revived<User, 'createdAt'>;

interface UserPage {
  items: StudentOption[];
  total: number;
}

/** Under the admin's lists of users (`userListRoot`), refreshed when accounts change. */
const studentSearchKey = (search: string) =>
  [...userListRoot, { role: 'STUDENT', status: 'ACTIVE', search, pageSize: 20 }] as const;

/** GET /api/users?role=STUDENT&status=ACTIVE&search=…: the students a walk-in order can be for. */
export async function searchStudents(search: string, signal?: AbortSignal): Promise<StudentOption[]> {
  const page = await apiRequest<UserPage | null>('GET', '/users', {
    query: { role: 'STUDENT', status: 'ACTIVE', search: search || undefined, pageSize: 20, sort: 'firstName:asc' },
    signal,
  });
  return Array.isArray(page?.items) ? page.items : [];
}

export function useStudentSearch(search: string) {
  return useQuery({
    queryKey: studentSearchKey(search),
    queryFn: ({ signal }) => searchStudents(search, signal),
    placeholderData: keepPreviousData,
  });
}
