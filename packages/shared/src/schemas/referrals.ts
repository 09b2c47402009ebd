import { z } from 'zod';

/**
 * Referrals ("Giới thiệu bạn bè", issue #34, decision 042). Each student has a code; a new student
 * gives one at sign-up or before their first order, gets a discount on that first order, and the
 * referrer's wallet is credited once that order is completed and paid.
 */

/** A referral code as typed: trimmed, upper case, letters and digits. */
export const referralCodeInputSchema = z
  .string({ error: 'Mã giới thiệu không hợp lệ' })
  .trim()
  .toUpperCase()
  .min(4, 'Mã giới thiệu có ít nhất 4 ký tự')
  .max(20, 'Mã giới thiệu tối đa 20 ký tự')
  .regex(/^[A-Z0-9]+$/, 'Mã giới thiệu chỉ gồm chữ và số');

/** The optional field of the sign-up forms: empty means none. */
export const optionalReferralCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  referralCodeInputSchema.optional(),
);

export const claimReferralSchema = z.object({ code: referralCodeInputSchema });
export type ClaimReferralInput = z.input<typeof claimReferralSchema>;

export const myReferralSchema = z.object({
  code: z.string(),
  /** Friends who signed up with the code. */
  signedUp: z.number().int(),
  /** Of them, those whose first order brought the reward. */
  rewarded: z.number().int(),
  /** Đồng credited to the wallet so far. */
  rewardTotal: z.number().int(),
  /** What a friend gets off their first order and what the student gets then. */
  refereeDiscount: z.number().int(),
  reward: z.number().int(),
  /** The code this student signed up with, if any, and whether they may still give one. */
  referredBy: z.object({ status: z.enum(['PENDING', 'REWARDED', 'REJECTED']), discountUsed: z.boolean() }).nullable(),
  canClaim: z.boolean(),
});
export type MyReferral = z.infer<typeof myReferralSchema>;

/** The link a student shares: the sign-up page with the code filled in. */
export const referralLinkPath = (code: string) => `/auth/register?ref=${encodeURIComponent(code)}`;
