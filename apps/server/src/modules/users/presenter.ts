import type { AdminUser, User } from '@tsa/shared';
import type { UserRow } from '../../db/schema';

/** The only shape a user leaves the server in. Never the password hash. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    status: row.status,
    email: row.email,
    verified: row.verified,
    phoneNumber: row.phoneNumber,
    phoneVerified: row.phoneVerifiedAt !== null,
    photoUrl: row.photoUrl,
    dormitory: row.dormitory,
    building: row.building,
    room: row.room,
    dormitoryId: row.dormitoryId,
    buildingId: row.buildingId,
    hasPassword: row.passwordHash !== null,
    secondFactor: row.secondFactorAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A user in the admin's lists: also the second factors, which the admin may reset. */
export function presentAdminUser(row: UserRow, passkeys: number): AdminUser {
  return { ...presentUser(row), secondFactor: row.secondFactorAt !== null, passkeys };
}
