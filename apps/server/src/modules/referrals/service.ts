import type { MyReferral } from '@tsa/shared';
import type { UserRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { identityHashes, samePerson } from './identity';
import {
  claimIdentities,
  ensureReferralCode,
  findReferralOf,
  findReferrerByCode,
  firstOrderReferral,
  insertReferral,
  liveOrders,
  referrerCounts,
} from './repository';

/** What a referral is worth, from the server's config (REFERRAL_DISCOUNT, REFERRAL_REWARD). */
export interface ReferralAmounts {
  discount: number;
  reward: number;
}

/** A refusal on the form's field (`code` on the account page, `referralCode` on the sign-up forms). */
const refused = (code: ConstructorParameters<typeof AppError>[0], field: string) => {
  const { message } = new AppError(code);
  return new AppError(code, { fields: { [field]: message } });
};

/**
 * A new student gives a friend's code: at sign-up, or later until their first order. Refused
 * for an unknown code, their own code (or a code of another account of the same e-mail or phone),
 * a second code, after their first order, and when their e-mail or phone already brought a
 * referral through another account: one reward per person. In the caller's transaction.
 */
export async function claimReferral(
  tx: Executor,
  student: UserRow,
  code: string,
  amounts: ReferralAmounts,
  field = 'code',
): Promise<void> {
  if (student.role !== 'STUDENT') throw new AppError('auth/forbidden');
  const referrer = await findReferrerByCode(tx, code);
  if (!referrer || referrer.deletedAt) throw refused('referrals/invalid-code', field);
  if (referrer.id === student.id || samePerson(referrer, student)) throw refused('referrals/self', field);
  if (await findReferralOf(tx, student.id)) throw refused('referrals/already-referred', field);
  if ((await liveOrders(tx, student.id)) > 0) throw refused('referrals/too-late', field);
  const referral = await insertReferral(tx, {
    referrerId: referrer.id,
    refereeId: student.id,
    refereeDiscount: amounts.discount,
    reward: amounts.reward,
  });
  // Two claims of the same student at once: the unique referee answers the second.
  if (!referral) throw refused('referrals/already-referred', field);
  if (!(await claimIdentities(tx, referral.id, identityHashes(student)))) {
    throw refused('referrals/already-claimed', field);
  }
}

/** The student's own code (made now if they had none), their friends and rewards. */
export async function myReferral(db: Executor, student: UserRow, amounts: ReferralAmounts): Promise<MyReferral> {
  if (student.role !== 'STUDENT') throw new AppError('auth/forbidden');
  const code = await ensureReferralCode(db, student.id);
  const counts = await referrerCounts(db, student.id);
  const own = await findReferralOf(db, student.id);
  const orders = await liveOrders(db, student.id);
  return {
    code,
    ...counts,
    refereeDiscount: amounts.discount,
    reward: amounts.reward,
    referredBy: own ? { status: own.status, discountUsed: own.orderId !== null && orders > 0 } : null,
    canClaim: !own && orders === 0,
  };
}

/** The student's first order still gets the referral discount (the order form's estimate asks). */
export async function hasPendingReferralDiscount(db: Executor, studentId: string): Promise<boolean> {
  return Boolean(await firstOrderReferral(db, studentId));
}
