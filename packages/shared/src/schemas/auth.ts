import { z } from 'zod';
import { buildingIdSchema } from './dormitories';
import { optionalReferralCodeSchema } from './referrals';
import {
  buildingSchema,
  dormitorySchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  passwordInputSchema,
  phoneNumberSchema,
  roomSchema,
  userSchema,
} from './users';

export const verificationCodeSchema = z
  .string({ error: 'Vui lòng nhập mã xác thực' })
  .trim()
  .regex(/^\d{6}$/, 'Mã xác thực gồm 6 chữ số');

export const signupInitiateSchema = z.object({
  email: emailSchema,
  password: passwordInputSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  /**
   * The regulations version the student accepted (`GET /api/regulations`). The server requires
   * the version in force and records it on the account.
   */
  acceptedRegulationVersion: z
    .number({ error: 'Vui lòng đồng ý với nội quy hiện hành' })
    .int('Vui lòng đồng ý với nội quy hiện hành')
    .positive('Vui lòng đồng ý với nội quy hiện hành')
    .optional(),
});
export type SignupInitiateInput = z.infer<typeof signupInitiateSchema>;

/**
 * The student's room: a building of the catalogue (`buildingId`, what the form sends) or its
 * dormitory and building names (matched without case or diacritics).
 */
export const studentPlaceSchema = z.object({
  phoneNumber: phoneNumberSchema,
  buildingId: buildingIdSchema.optional(),
  dormitory: dormitorySchema.optional(),
  building: buildingSchema.optional(),
  room: roomSchema,
});

export const signupCompleteSchema = z
  .object({
    email: emailSchema,
    code: verificationCodeSchema,
    ...studentPlaceSchema.shape,
    /** A friend's code ("Mã giới thiệu (không bắt buộc)"): the first order gets the referral discount. */
    referralCode: optionalReferralCodeSchema,
  })
  .refine((v) => Boolean(v.buildingId || (v.dormitory && v.building)), {
    message: 'Vui lòng chọn ký túc xá và tòa nhà',
    path: ['buildingId'],
  });
export type SignupCompleteInput = z.infer<typeof signupCompleteSchema>;

export const signupResendSchema = z.object({ email: emailSchema });

export const signinSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Vui lòng nhập mật khẩu' }).min(1, 'Vui lòng nhập mật khẩu').max(128),
});
export type SigninInput = z.infer<typeof signinSchema>;

export const googleSigninSchema = z.object({
  idToken: z.string({ error: 'Thiếu idToken' }).min(10, 'idToken không hợp lệ').max(4096),
});

export const mobileQuerySchema = z.object({
  mobile: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const signinResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  userInfo: userSchema,
});
export type SigninResponse = z.infer<typeof signinResponseSchema>;

/**
 * The new student in the contract's shape, and the session it starts (as a sign-in answers):
 * the student who just proved the mailbox is not asked for the password again.
 */
export const signupCompleteResponseSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  createdAt: z.string(),
  email: z.string(),
  ...signinResponseSchema.shape,
});
export type SignupCompleteResponse = z.infer<typeof signupCompleteResponseSchema>;

/** The refresh token may come in the body (mobile, existing clients) or the httpOnly cookie (web). */
export const refreshSchema = z.object({ refreshToken: z.string().max(200).optional() }).default({});

/** Signing out may name this device's push endpoint, so the device stops receiving pushes. */
export const signOutSchema = refreshSchema
  .unwrap()
  .extend({ pushEndpoint: z.string().max(2048).optional() })
  .default({});

export const refreshResponseSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({
    email: emailSchema.optional(),
    code: verificationCodeSchema.optional(),
    /** The long token of the e-mailed link, instead of email + code. */
    token: z.string().min(20).max(200).optional(),
    newPassword: passwordInputSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.token || (v.email && v.code), {
    message: 'Vui lòng nhập email và mã xác thực',
    path: ['code'],
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: 'Nhập lại mật khẩu không khớp',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const acceptedSchema = z.object({ message: z.string() });

/** Which sign-in methods the web should offer. */
export const authProvidersSchema = z.object({
  password: z.literal(true),
  google: z.object({ clientId: z.string() }).nullable(),
  /** The redirect providers switched on (`<P>_CLIENT_ID` and `<P>_CLIENT_SECRET` set), in display order. */
  oauth: z.array(z.enum(['github', 'facebook', 'x', 'zalo'])).default([]),
  /** Whether sign-in with a phone number and an SMS code is offered. */
  phone: z.boolean().default(false),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** Opening an e-mailed sign-in link: the token from the link (the browser's nonce rides in a cookie). */
export const emailLinkCompleteSchema = z.object({
  token: z.string().min(1, 'Liên kết đăng nhập không hợp lệ').max(200, 'Liên kết đăng nhập không hợp lệ'),
});

/** A passkey as its owner sees it in the list on the account page. */
export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  backedUp: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyNameSchema = z
  .string({ error: 'Vui lòng đặt tên cho khóa truy cập' })
  .trim()
  .min(1, 'Vui lòng đặt tên cho khóa truy cập')
  .max(60, 'Tên khóa truy cập tối đa 60 ký tự');

/** What the browser's WebAuthn call returned, as JSON; the server's WebAuthn library checks the rest. */
const webauthnResponseSchema = z.looseObject({ id: z.string().min(1).max(1024), type: z.literal('public-key') });

export const passkeyRegistrationSchema = z.object({
  challengeId: z.uuid(),
  name: passkeyNameSchema,
  response: webauthnResponseSchema,
});

export const passkeyOptionsResponseSchema = z.object({
  challengeId: z.uuid(),
  options: z.record(z.string(), z.unknown()),
});

export const passkeySigninSchema = z.object({
  challengeId: z.uuid(),
  response: webauthnResponseSchema,
});
