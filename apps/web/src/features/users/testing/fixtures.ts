import { reply } from '@/test/fake-api';
import type { UserRecord } from '../types';

/** A user as the API sends it (dates as ISO strings). */
export type UserJson = Omit<UserRecord, 'createdAt'> & { createdAt: string };

let sequence = 0;

export function userJson(overrides: Partial<UserJson> = {}): UserJson {
  sequence += 1;
  return {
    id: `u${sequence}`,
    firstName: 'An',
    lastName: 'Nguyễn Văn',
    role: 'STUDENT',
    status: 'ACTIVE',
    email: `user${sequence}@tsa.test`,
    verified: true,
    phoneNumber: '0912345678',
    photoUrl: null,
    dormitory: 'KTX Khu A',
    building: 'A1',
    room: '203',
    hasPassword: true,
    secondFactor: false,
    passkeys: 0,
    createdAt: '2025-11-21T03:00:00.000Z',
    ...overrides,
  };
}

export function usersPage(items: unknown[], total = items.length, page = 1, pageSize = 20) {
  return { items, total, page, pageSize };
}

/** The server's error body, with its status. */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return reply(status, { statusCode: status, code, message, ...(fields ? { fields } : {}) });
}
