import { randomUUID } from 'node:crypto';
import type { Role, UserStatus } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { issueSession } from '../modules/auth/sessions';
import { enrolSecondFactor } from './second-factor';
import { findLiveUserByEmail, insertUser } from '../modules/users/repository';
import { TEST_ADMIN } from './test-app';

export const DEFAULT_PASSWORD = 'Giat-say-2026';

export interface UserOverrides {
  email?: string;
  password?: string | null;
  firstName?: string;
  lastName?: string;
  role?: Role;
  status?: UserStatus;
  phoneNumber?: string | null;
  dormitory?: string | null;
  building?: string | null;
  room?: string | null;
  /** Admins get an authenticator by default (they are refused without one); false leaves them unenrolled. */
  secondFactor?: boolean;
}

/** A user stored directly in the database, with a known password. */
export async function createUser(
  app: FastifyInstance,
  overrides: UserOverrides = {},
): Promise<UserRow & { password: string; totpSecret: string | undefined }> {
  const password = overrides.password === undefined ? DEFAULT_PASSWORD : overrides.password;
  const row = await insertUser(app.database.db, {
    email: overrides.email ?? `user-${randomUUID().slice(0, 8)}@st.tsa.test`,
    passwordHash: password ? await hashPassword(password) : null,
    firstName: overrides.firstName ?? 'An',
    lastName: overrides.lastName ?? 'Nguyễn Văn',
    role: overrides.role ?? 'STUDENT',
    status: overrides.status ?? 'ACTIVE',
    verified: true,
    phoneNumber: overrides.phoneNumber === undefined ? '0912345678' : overrides.phoneNumber,
    dormitory: overrides.dormitory === undefined ? 'KTX Khu A' : overrides.dormitory,
    building: overrides.building === undefined ? 'A1' : overrides.building,
    room: overrides.room === undefined ? '101' : overrides.room,
  });
  const enrol = overrides.secondFactor ?? row.role === 'ADMIN';
  if (!enrol) return { ...row, password: password ?? '', totpSecret: undefined };
  const totpSecret = await enrolSecondFactor(app, row.id);
  return { ...row, secondFactorAt: new Date(), password: password ?? '', totpSecret };
}

/** An access token of a new session of `user` (as a sign-in would start). */
export async function accessTokenFor(app: FastifyInstance, user: Pick<UserRow, 'id' | 'role'>): Promise<string> {
  const { accessToken } = await issueSession(app, user, { ip: '127.0.0.1' });
  return accessToken;
}

/** The `authorization` header of a fresh access token (new session) for `user`. */
export async function authHeader(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'role'>,
): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await accessTokenFor(app, user)}` };
}

/** The administrator created at start-up from the test config. */
export async function testAdmin(app: FastifyInstance): Promise<UserRow> {
  const admin = await findLiveUserByEmail(app.database.db, TEST_ADMIN.email);
  if (!admin) throw new Error('test admin missing');
  return admin;
}
