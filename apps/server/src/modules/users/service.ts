import { removeIdentitiesOf } from '../identities';
import {
  ERRORS,
  type ChangePasswordInput,
  type CreateUserInput,
  type ListUsersQuery,
  type PasswordPolicy,
  type Role,
  type UpdateProfileInput,
  type UserStatus,
} from '@tsa/shared';
import type { Db } from '../../db/client';
import { endSessions } from '../../db/end-sessions';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { transaction, type Outbox, type Publisher } from '../../lib/outbox';
import type { RequestOrigin } from '../../lib/request-origin';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { vietnameseMobileE164 } from '../../lib/vietnamese-mobile';
import type { RateLimiter } from '../../plugins/rate-limit';
import { recordAuditEvent } from '../audit';
import { removeUserSubscriptions } from '../outreach';
import { resolveCatalogueAddress } from '../dormitories';
import { assertPasswordAllowed } from './password-policy';
import {
  findLiveUserByEmail,
  insertUser,
  isUniqueViolation,
  listUsers,
  lockActiveAdminIds,
  lockLiveUserById,
  updateUser,
  type NewUser,
} from './repository';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Optional address/photo fields: an empty string clears them. */
const CLEARABLE_FIELDS = ['photoUrl', 'dormitory', 'building', 'room'] as const;
const ADDRESS_FIELDS = ['dormitory', 'building', 'room'] as const;

/** PATCH and PUT alike: only the given fields change. */
export async function updateProfile(db: Db, user: UserRow, input: UpdateProfileInput): Promise<UserRow> {
  const values: Partial<NewUser> = {};
  if (input.firstName !== undefined) values.firstName = input.firstName;
  if (input.lastName !== undefined) values.lastName = input.lastName;
  if (input.phoneNumber !== undefined) Object.assign(values, profilePhone(user, input.phoneNumber));
  for (const field of CLEARABLE_FIELDS) {
    const value = input[field];
    if (value !== undefined) values[field] = value === '' ? null : value;
  }
  Object.assign(values, await profileAddress(db, user, input));
  return updateUser(db, user.id, values);
}

/**
 * A verified number (E.164) stays verified when typed again in another spelling; a different
 * number is only typed in until an SMS code proves it.
 */
function profilePhone(user: UserRow, phoneNumber: string): Partial<NewUser> {
  if (user.phoneVerifiedAt && vietnameseMobileE164(phoneNumber) === user.phoneNumber) return {};
  return { phoneNumber, phoneVerifiedAt: null };
}

/**
 * A changed address must be a place of the catalogue: the merged dormitory, building and room
 * are resolved (ids and catalogue spelling); clearing all three clears the references.
 */
async function profileAddress(
  db: Db,
  user: UserRow,
  input: UpdateProfileInput | CreateUserInput,
): Promise<Partial<NewUser>> {
  const touched = input.buildingId !== undefined || ADDRESS_FIELDS.some((field) => input[field] !== undefined);
  if (!touched) return {};
  const pick = (field: (typeof ADDRESS_FIELDS)[number]) =>
    (input[field] === undefined ? user[field] : input[field]) || null;
  const [dormitory, building, room] = ADDRESS_FIELDS.map(pick);
  const sameBuilding = input.buildingId === undefined && input.dormitory === undefined && input.building === undefined;
  if (!input.buildingId && !dormitory && !building && !room) {
    return { dormitory: null, building: null, room: null, dormitoryId: null, buildingId: null };
  }
  const address = await resolveCatalogueAddress(db, {
    buildingId: input.buildingId ?? (sameBuilding ? (user.buildingId ?? undefined) : undefined),
    dormitory,
    building,
    room: room ?? '',
  });
  return { ...address, room: address.room || null };
}

export interface ChangePasswordDeps {
  db: Db;
  realtime: Publisher;
  policy: PasswordPolicy;
  rateLimiter: RateLimiter;
  origin: RequestOrigin;
}

/**
 * Re-verifies the current password (an account created through Google has none yet and may
 * set one directly), enforces the policy, and signs the user out everywhere: whoever knew the
 * old password must not keep a session.
 */
export async function changePassword(
  deps: ChangePasswordDeps,
  user: UserRow,
  input: ChangePasswordInput,
): Promise<void> {
  if (input.newPassword !== input.confirmPassword) {
    throw new AppError('auth/password-mismatch', {
      fields: { confirmPassword: ERRORS['auth/password-mismatch'].message },
    });
  }
  if (user.passwordHash) {
    if (!input.currentPassword) {
      const message = 'Vui lòng nhập mật khẩu hiện tại';
      throw new AppError('request/invalid-input', { message, fields: { currentPassword: message } });
    }
    // A stolen access token must not become a way to guess the password: same budget as sign-in.
    const throttleKey = `password-change:${user.id}`;
    await deps.rateLimiter.consume('signinPerAccount', throttleKey);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw new AppError('auth/wrong-password', { fields: { currentPassword: ERRORS['auth/wrong-password'].message } });
    }
    await deps.rateLimiter.refund('signinPerAccount', throttleKey);
  }
  assertPasswordAllowed(deps.policy, input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await transaction(deps.db, deps.realtime, async (tx, outbox) => {
    await updateUser(tx, user.id, { passwordHash });
    await endSessions(tx, outbox, { userId: user.id });
    await recordAuditEvent(tx, { action: 'auth.password-changed', actorId: user.id, origin: deps.origin });
  });
}

const NO_ADDRESS = { dormitory: null, building: null, room: null, buildingId: null } as UserRow;

/** An account made by an admin (typically STAFF): verified at once, the policy still applies. */
export async function createUser(
  db: Db,
  policy: PasswordPolicy,
  input: CreateUserInput,
  by: { actor: UserRow; origin: RequestOrigin },
): Promise<UserRow> {
  if (await findLiveUserByEmail(db, input.email)) throw new AppError('auth/email-already-in-use');
  assertPasswordAllowed(policy, input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    const address = await profileAddress(db, NO_ADDRESS, input);
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        verified: true,
        phoneNumber: input.phoneNumber ?? null,
        ...address,
      });
      await recordAuditEvent(tx, {
        action: 'user.created',
        actorId: by.actor.id,
        targetType: 'user',
        targetId: user.id,
        origin: by.origin,
        details: { role: user.role },
      });
      return user;
    });
  } catch (error) {
    // Two creations of the same e-mail at once: the partial unique index decides.
    if (isUniqueViolation(error)) throw new AppError('auth/email-already-in-use');
    throw error;
  }
}

export async function listUsersPage(db: Db, query: ListUsersQuery) {
  const { rows, total } = await listUsers(db, query);
  return { rows, total, page: query.page, pageSize: query.pageSize };
}

/**
 * Runs an admin's change to another account in one transaction, after the two guards:
 * nobody bans, demotes or deletes themselves, and the last active admin is never removed.
 * `removesAdmin` says whether the change takes the target out of the active admins.
 */
async function guardedChange(
  db: Db,
  publisher: Publisher,
  actor: UserRow,
  targetId: string,
  removesAdmin: (target: UserRow) => boolean,
  apply: (tx: Tx, target: UserRow, outbox: Outbox) => Promise<UserRow>,
): Promise<UserRow> {
  return transaction(db, publisher, async (tx, outbox) => {
    const activeAdminIds = await lockActiveAdminIds(tx);
    const target = await lockLiveUserById(tx, targetId);
    if (!target) throw new AppError('auth/user-not-found');
    if (activeAdminIds.includes(target.id) && removesAdmin(target)) {
      if (target.id === actor.id) throw new AppError('users/cannot-change-self');
      if (!activeAdminIds.some((id) => id !== target.id)) throw new AppError('users/last-admin');
    }
    return apply(tx, target, outbox);
  });
}

export function changeRole(
  db: Db,
  publisher: Publisher,
  actor: UserRow,
  targetId: string,
  role: Role,
  origin: RequestOrigin,
): Promise<UserRow> {
  return guardedChange(
    db,
    publisher,
    actor,
    targetId,
    () => role !== 'ADMIN',
    async (tx, target) => {
      await recordAuditEvent(tx, {
        action: 'user.role-changed',
        actorId: actor.id,
        targetType: 'user',
        targetId: target.id,
        origin,
        details: { from: target.role, to: role },
      });
      return updateUser(tx, target.id, { role });
    },
  );
}

/** BANNED signs the user out everywhere at once; their access token is refused on the next call. */
export function changeStatus(
  db: Db,
  publisher: Publisher,
  actor: UserRow,
  targetId: string,
  status: UserStatus,
  origin: RequestOrigin,
): Promise<UserRow> {
  return guardedChange(
    db,
    publisher,
    actor,
    targetId,
    () => status === 'BANNED',
    async (tx, target, outbox) => {
      await recordAuditEvent(tx, {
        action: 'user.status-changed',
        actorId: actor.id,
        targetType: 'user',
        targetId: target.id,
        origin,
        details: { from: target.status, to: status },
      });
      const updated = await updateUser(tx, target.id, { status });
      if (status === 'BANNED') {
        await endSessions(tx, outbox, { userId: target.id });
        await removeUserSubscriptions(tx, target.id);
      }
      return updated;
    },
  );
}

/**
 * Soft delete: the row stays so orders and their history keep their student, but the account
 * can no longer sign in and its e-mail is free for a new sign-up.
 */
export async function deleteUser(
  db: Db,
  publisher: Publisher,
  actor: UserRow,
  targetId: string,
  origin: RequestOrigin,
): Promise<void> {
  await guardedChange(
    db,
    publisher,
    actor,
    targetId,
    () => true,
    async (tx, target, outbox) => {
      await recordAuditEvent(tx, {
        action: 'user.deleted',
        actorId: actor.id,
        targetType: 'user',
        targetId: target.id,
        origin,
        details: { email: target.email, role: target.role },
      });
      const deleted = await updateUser(tx, target.id, { deletedAt: new Date(), phoneVerifiedAt: null });
      await removeIdentitiesOf(tx, target.id);
      await endSessions(tx, outbox, { userId: target.id });
      await removeUserSubscriptions(tx, target.id);
      return deleted;
    },
  );
}
