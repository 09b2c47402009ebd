import { z } from 'zod';
import { verificationCodeSchema } from './auth';
import { errorBodySchema } from './common';

/**
 * How the second step of a sign-in can be satisfied. Passkeys will join this list; a client
 * offers the methods the challenge names.
 */
export const secondFactorMethodSchema = z.enum(['totp', 'recovery-code']);
export type SecondFactorMethod = z.infer<typeof secondFactorMethodSchema>;

/** What `auth/multi-factor-auth-required` carries besides the message: the challenge to answer. */
export const signinChallengeSchema = z.object({
  /** Signed, short-lived, single use, bound to the user who passed the first step. */
  challenge: z.string(),
  methods: z.array(secondFactorMethodSchema),
  expiresAt: z.string(),
});
export type SigninChallenge = z.infer<typeof signinChallengeSchema>;

/** A recovery code as printed (`abcde-fghij`); case, spaces and the dash do not matter. */
export const recoveryCodeSchema = z
  .string({ error: 'Vui lòng nhập mã khôi phục' })
  .transform((value) => value.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, 'Mã khôi phục gồm 10 ký tự, dạng xxxxx-xxxxx'));

/** The second step: the challenge and one proof (a 6-digit code or a recovery code). */
export const signinSecondFactorSchema = z.union([
  z.object({ challenge: z.string().min(1).max(2048), code: verificationCodeSchema }),
  z.object({ challenge: z.string().min(1).max(2048), recoveryCode: recoveryCodeSchema }),
]);
export type SigninSecondFactorInput = z.input<typeof signinSecondFactorSchema>;

export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Admins must have one: they are sent to enrol before anything else. */
  required: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** The secret to scan, shown once while enrolling (never returned after it is confirmed). */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpConfirmSchema = z.object({ code: verificationCodeSchema });
export type TotpConfirmInput = z.infer<typeof totpConfirmSchema>;

/** Ten codes, shown once; only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The 401 of a first step passed by an account with a second factor. */
export const secondFactorRequiredBodySchema = errorBodySchema.extend({ mfa: signinChallengeSchema.optional() });
