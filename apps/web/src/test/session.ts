import type { Role, UserStatus } from '@tsa/shared';
import Cookies from 'js-cookie';

/** A user as GET /api/users/profile answers it (dates as the server's ISO strings). */
export function testUser(role: Role = 'STUDENT', overrides: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-00000000000${role === 'ADMIN' ? 1 : role === 'STAFF' ? 2 : 3}`,
    firstName: role === 'ADMIN' ? 'Hà' : role === 'STAFF' ? 'Bình' : 'An',
    lastName: role === 'ADMIN' ? 'Trần Thu' : role === 'STAFF' ? 'Lê Văn' : 'Nguyễn Văn',
    role,
    status: 'ACTIVE' as UserStatus,
    email: `${role.toLowerCase()}@tsa.test`,
    verified: true,
    phoneNumber: (role === 'ADMIN' ? null : '0912345678') as string | null,
    photoUrl: null as string | null,
    dormitory: (role === 'STUDENT' ? 'KTX Khu A' : null) as string | null,
    building: (role === 'STUDENT' ? 'A1' : null) as string | null,
    room: (role === 'STUDENT' ? '203' : null) as string | null,
    hasPassword: true,
    createdAt: '2025-09-01T02:00:00.000Z',
    ...overrides,
  };
}

/** The cookies a real sign-in leaves behind: the access token and the `user_data` copy. */
export function storeSession(user: object, token = 'test-access-token'): void {
  Cookies.set('token', token);
  Cookies.set('user_data', JSON.stringify(user));
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
