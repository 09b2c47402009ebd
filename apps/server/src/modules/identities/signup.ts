import { ERRORS, type IdentitySignupCompleteInput, type PendingIdentity } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import type { RequestOrigin } from '../../lib/request-origin';
import { recordAuditEvent } from '../audit';
import { startSession } from '../auth';
import { resolveCatalogueAddress } from '../dormitories';
import { claimReferral, referralAmounts } from '../referrals';
import { currentRegulationVersion } from '../regulations';
import { hasSecondFactor, secondFactorRequired } from '../second-factor';
import { findLiveUserByEmail, insertUser, isUniqueViolation, updateUser } from '../users';
import { pendingSignupOf, proveClaimedEmail } from './email-code';
import { findPendingIdentity, takePendingIdentity, type PendingIdentityRow } from './pending';
import { linkIdentity } from './repository';

/** A pending sign-up or link, as the completion and link pages open it. */
export async function lookupPendingIdentity(app: FastifyInstance, token: string): Promise<PendingIdentity> {
  const db = app.database.db;
  const pending = (await findPendingIdentity(db, token, 'signup')) ?? (await findPendingIdentity(db, token, 'link'));
  if (!pending) throw new AppError('auth/session-expired');
  return {
    purpose: pending.purpose,
    provider: pending.provider,
    displayName: pending.displayName,
    verifiedEmail: pending.verifiedEmail,
    firstName: pending.firstName,
    lastName: pending.lastName,
    phoneNumber: pending.phoneNumber,
    expiresAt: pending.expiresAt.toISOString(),
  };
}

/**
 * Ties a pending identity to an account inside the caller's transaction: an outside identity
 * becomes a row of user_identities, a phone number the account's verified number. False when
 * it already belongs to another account.
 */
export async function attachPendingIdentity(
  tx: Executor,
  user: UserRow,
  pending: PendingIdentityRow,
  origin: RequestOrigin,
  via: 'signup' | 'proven-email' | 'signed-in',
): Promise<boolean> {
  if (pending.provider === 'phone') {
    try {
      await updateUser(tx, user.id, { phoneNumber: pending.phoneNumber, phoneVerifiedAt: new Date() });
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  } else {
    const linked = await linkIdentity(tx, {
      userId: user.id,
      provider: pending.provider,
      subject: pending.subject,
      displayName: pending.displayName,
      email: pending.verifiedEmail,
    });
    if (!linked) return false;
  }
  await recordAuditEvent(tx, {
    action: 'auth.identity-linked',
    actorId: user.id,
    actorEmail: user.email,
    origin,
    details: { provider: pending.provider, via },
  });
  return true;
}

async function assertCurrentRegulationsAccepted(app: FastifyInstance, accepted: number): Promise<number | null> {
  const current = await currentRegulationVersion(app.database.db);
  if (current !== undefined && accepted !== current) {
    const message = ERRORS['regulations/not-accepted'].message;
    throw new AppError('regulations/not-accepted', { fields: { acceptedRegulationVersion: message } });
  }
  return current ?? null;
}

/** The e-mail the new account gets: the provider's verified one, or one the code proved. */
async function provenEmail(
  app: FastifyInstance,
  pending: PendingIdentityRow,
  input: IdentitySignupCompleteInput,
): Promise<string> {
  const typed = input.email?.toLowerCase();
  if (pending.verifiedEmail && (!typed || typed === pending.verifiedEmail)) return pending.verifiedEmail;
  if (!typed) {
    throw new AppError('auth/missing-verification-code', {
      message: 'Vui lòng nhập email và mã xác thực được gửi tới email đó',
      fields: { email: 'Vui lòng nhập email' },
    });
  }
  return proveClaimedEmail(app, pending, typed, input.code);
}

const methodOf = (pending: PendingIdentityRow) => ({
  method: pending.provider,
  amr: pending.provider === 'phone' ? ['sms'] : ['fed'],
});

/**
 * Finishes a sign-up that began at a provider or with a phone number. When the proven e-mail
 * belongs to an account, the mailbox's owner is that account's owner: the identity joins it
 * and they sign in (asked for their second factor when they have one). Otherwise the new
 * student is created with the identity in one transaction; the token is taken in it, so two
 * racing completions make one account.
 */
export async function completeIdentitySignup(
  app: FastifyInstance,
  input: IdentitySignupCompleteInput,
  origin: RequestOrigin,
): Promise<{ user: UserRow; session: { accessToken: string; refreshToken: string } }> {
  const db = app.database.db;
  const pending = await pendingSignupOf(app, input.token);
  const email = await provenEmail(app, pending, input);
  const { method, amr } = methodOf(pending);

  const existing = await findLiveUserByEmail(db, email);
  if (existing) {
    // Only a code TSA mailed proves the mailbox here: the e-mail a provider vouches for (which
    // it does not host) asks the owner to sign in to the account first (`/auth/link`).
    if (email === pending.verifiedEmail) throw new AppError('auth/account-exists-with-different-credential');
    if (existing.status === 'BANNED') throw new AppError('auth/user-disabled');
    await db.transaction(async (tx) => {
      if (!(await takePendingIdentity(tx, pending.id))) throw new AppError('auth/session-expired');
      if (!(await attachPendingIdentity(tx, existing, pending, origin, 'proven-email')))
        throw new AppError('auth/credential-already-in-use');
    });
    if (hasSecondFactor(existing)) throw await secondFactorRequired(app, existing, amr);
    return { user: existing, session: await startSession(app, existing, origin, method, amr) };
  }

  const regulationVersion = await assertCurrentRegulationsAccepted(app, input.acceptedRegulationVersion);
  const address = await resolveCatalogueAddress(db, input);
  const user = await db
    .transaction(async (tx) => {
      if (!(await takePendingIdentity(tx, pending.id))) throw new AppError('auth/session-expired');
      const created = await insertUser(tx, {
        email,
        passwordHash: null,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'STUDENT',
        verified: true,
        phoneNumber: input.phoneNumber,
        photoUrl: pending.photoUrl,
        ...address,
        acceptedRegulationVersion: regulationVersion,
      });
      if (!(await attachPendingIdentity(tx, created, pending, origin, 'signup')))
        throw new AppError('auth/credential-already-in-use');
      // A refused code refuses the sign-up under its field: the student clears it or fixes it.
      if (input.referralCode) {
        const phoneNumber = pending.provider === 'phone' ? pending.phoneNumber : created.phoneNumber;
        await claimReferral(
          tx,
          { ...created, phoneNumber },
          input.referralCode,
          referralAmounts(app.config),
          'referralCode',
        );
      }
      return created;
    })
    .catch((error: unknown) => {
      // Another sign-up took the e-mail between the check and the insert.
      if (isUniqueViolation(error)) throw new AppError('auth/email-already-in-use');
      throw error;
    });
  return { user, session: await startSession(app, user, origin, method, amr) };
}
