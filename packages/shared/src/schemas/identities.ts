import { z } from 'zod';
import { studentPlaceSchema, verificationCodeSchema } from './auth';
import { optionalReferralCodeSchema } from './referrals';
import { emailSchema, firstNameSchema, lastNameSchema } from './users';

/**
 * Sign-in through an outside provider and by phone (issue #33, decision 041).
 *
 * Web flow for the four OAuth providers: the browser opens `GET /api/auth/oauth/{provider}`
 * (302 to the provider), the provider sends it back to `/api/auth/oauth/{provider}/callback`,
 * which answers with a 302 into the web app:
 * - signed in: the refresh cookie is set and the browser lands on `/` (then its area);
 * - second factor asked: `/auth/sign-in#mfa=<challenge>`;
 * - a new person: `/auth/complete#token=<token>` (complete the profile, `identity-signup/*`);
 * - the provider's e-mail belongs to an account: `/auth/link#token=<token>&provider=<p>` (sign in
 *   to that account any way, then `POST /api/auth/identities/pending`);
 * - linked from the account page: `/student/account?linked=<provider>` (or the role's account page);
 * - any failure: `/auth/sign-in?error=<code>` (an error code of ERRORS).
 */
export const OAUTH_PROVIDERS = ['github', 'facebook', 'x', 'zalo'] as const;
export const oauthProviderSchema = z.enum(OAUTH_PROVIDERS, { error: 'Nhà cung cấp đăng nhập không hợp lệ' });
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

/** Every outside identity an account can hold (Google signs in with an ID token, not a redirect). */
export const IDENTITY_PROVIDERS = ['google', ...OAUTH_PROVIDERS] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

/** What a pending sign-up or link came from: an outside identity or a phone number. */
export type SignInProvider = IdentityProvider | 'phone';
export type PendingIdentityPurpose = 'signup' | 'link';

/** How each sign-in is named to people. */
export const SIGN_IN_PROVIDER_LABELS: Record<SignInProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  facebook: 'Facebook',
  x: 'X (Twitter)',
  zalo: 'Zalo',
  phone: 'Số điện thoại',
};

/**
 * A Vietnamese mobile number as people type it (0912 345 678, +84 912 345 678, 84912345678).
 * The server normalises it to E.164 and checks it is a Vietnamese mobile number.
 */
export const mobileNumberInputSchema = z
  .string({ error: 'Vui lòng nhập số điện thoại' })
  .trim()
  .min(1, 'Vui lòng nhập số điện thoại')
  .max(20, 'Số điện thoại không hợp lệ')
  .regex(/^[+\d\s.()-]+$/, 'Số điện thoại chỉ gồm chữ số');

export const phoneStartSchema = z.object({ phoneNumber: mobileNumberInputSchema });
export type PhoneStartInput = z.infer<typeof phoneStartSchema>;

export const phoneStartResponseSchema = z.object({
  message: z.string(),
  /** The number as the server understood it (E.164), so the screen can show which one. */
  phoneNumber: z.string(),
  /** Seconds before another code may be asked for this number. */
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type PhoneStartResponse = z.infer<typeof phoneStartResponseSchema>;

export const phoneVerifySchema = z.object({ phoneNumber: mobileNumberInputSchema, code: verificationCodeSchema });
export type PhoneVerifyInput = z.infer<typeof phoneVerifySchema>;

/** A new person (a new number, or an outside identity TSA does not know): the sign-up to complete. */
export const identitySignupRequiredSchema = z.object({
  next: z.literal('complete-signup'),
  token: z.string(),
});

/** Opening a pending sign-up or link by its token: what the completion form starts from. */
export const pendingIdentityLookupSchema = z.object({ token: z.string().min(20).max(200) });
export const pendingIdentitySchema = z.object({
  purpose: z.enum(['signup', 'link']),
  provider: z.enum([...IDENTITY_PROVIDERS, 'phone']),
  displayName: z.string().nullable(),
  /** The e-mail the provider vouches for; null when the person must give and prove one. */
  verifiedEmail: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  expiresAt: z.string(),
});
export type PendingIdentity = z.infer<typeof pendingIdentitySchema>;

/** Asks for a code to prove the e-mail typed on the completion form (when the provider gave none). */
export const identitySignupEmailCodeSchema = z.object({
  token: z.string().min(20).max(200),
  email: emailSchema,
});

/**
 * Completes a sign-up that started at a provider or with a phone number: the same details as
 * an e-mail sign-up (name, phone, dormitory, building, room, regulations) and, when the provider
 * vouched for no e-mail, the e-mail with its code. Answers as a sign-in (201).
 */
export const identitySignupCompleteSchema = studentPlaceSchema
  .extend({
    token: z.string().min(20).max(200),
    email: emailSchema.optional(),
    code: verificationCodeSchema.optional(),
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    acceptedRegulationVersion: z
      .number({ error: 'Vui lòng đồng ý với nội quy hiện hành' })
      .int('Vui lòng đồng ý với nội quy hiện hành')
      .positive('Vui lòng đồng ý với nội quy hiện hành'),
    /** A friend's code ("Mã giới thiệu (không bắt buộc)"): the first order gets the referral discount. */
    referralCode: optionalReferralCodeSchema,
  })
  .refine((v) => Boolean(v.buildingId || (v.dormitory && v.building)), {
    message: 'Vui lòng chọn ký túc xá và tòa nhà',
    path: ['buildingId'],
  });
export type IdentitySignupCompleteInput = z.infer<typeof identitySignupCompleteSchema>;

/** Links the identity held by a `link` token to the signed-in account. */
export const pendingIdentityLinkSchema = z.object({ token: z.string().min(20).max(200) });

/** Starts linking a provider from the account page: the address to send the browser to. */
export const oauthLinkStartResponseSchema = z.object({ url: z.string() });

/** The account page's list of ways in. Never the last one can be removed. */
export const signInMethodsSchema = z.object({
  password: z.boolean(),
  passkeys: z.number().int(),
  phone: z.object({ phoneNumber: z.string(), verifiedAt: z.string() }).nullable(),
  identities: z.array(
    z.object({
      provider: z.enum(IDENTITY_PROVIDERS),
      displayName: z.string().nullable(),
      email: z.string().nullable(),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
    }),
  ),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

export const unlinkProviderParamsSchema = z.object({ provider: z.enum([...IDENTITY_PROVIDERS, 'phone']) });
