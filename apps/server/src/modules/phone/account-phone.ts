import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestOrigin } from '../../lib/request-origin';
import { recordAuditEvent } from '../audit';
import { isUniqueViolation, updateUser } from '../users';
import { findUserByVerifiedPhone } from './repository';

const taken = () =>
  new AppError('auth/credential-already-in-use', {
    message: 'Số điện thoại này đã được xác minh cho một tài khoản TSA khác',
  });

/**
 * Makes `phoneNumber` (E.164, its code just checked) the account's verified number, a way to sign
 * in. A number verified on another live account stays there: the unique index on verified
 * numbers settles two accounts proving the same number at once.
 */
export async function setVerifiedPhone(
  app: FastifyInstance,
  user: UserRow,
  phoneNumber: string,
  origin: RequestOrigin,
): Promise<UserRow> {
  const db = app.database.db;
  const holder = await findUserByVerifiedPhone(db, phoneNumber);
  if (holder && holder.id !== user.id) throw taken();
  try {
    return await db.transaction(async (tx) => {
      const updated = await updateUser(tx, user.id, { phoneNumber, phoneVerifiedAt: new Date() });
      await recordAuditEvent(tx, {
        action: 'auth.phone-verified',
        actorId: user.id,
        actorEmail: user.email,
        origin,
        details: { phoneNumber },
      });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
