import { z } from 'zod';
import { ROLES, USER_STATUSES } from '../enums';
import { pageOf } from './common';
import { buildingIdSchema } from './dormitories';

/** A text field; a missing value or a non-text one gets `missing` rather than zod's generic wording. */
const trimmed = (max: number, label: string, missing: string) =>
  z.string({ error: missing }).trim().max(max, `${label} tối đa ${max} ký tự`);
/** The same, and blank is refused with the same words. */
const requiredText = (max: number, label: string, missing: string) => trimmed(max, label, missing).min(1, missing);

export const emailSchema = z
  .string({ error: 'Vui lòng nhập email' })
  .trim()
  .toLowerCase()
  .pipe(z.string().min(1, 'Vui lòng nhập email').pipe(z.email('Email không hợp lệ').max(254, 'Email không hợp lệ')));

/** Policy rules are checked by the server against the configured policy, not here. */
export const passwordInputSchema = z
  .string({ error: 'Vui lòng nhập mật khẩu' })
  .min(1, 'Vui lòng nhập mật khẩu')
  .max(128, 'Mật khẩu tối đa 128 ký tự');

export const firstNameSchema = requiredText(50, 'Tên', 'Vui lòng nhập tên');
export const lastNameSchema = requiredText(50, 'Họ', 'Vui lòng nhập họ');
export const phoneNumberSchema = z
  .string({ error: 'Vui lòng nhập số điện thoại' })
  .trim()
  .transform((v) => v.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^(\+84|0)\d{9,10}$/, 'Số điện thoại không hợp lệ (ví dụ 0912345678)'));
export const dormitorySchema = requiredText(80, 'Ký túc xá', 'Vui lòng nhập ký túc xá');
export const buildingSchema = requiredText(40, 'Tòa nhà', 'Vui lòng nhập tòa nhà');
export const roomSchema = requiredText(20, 'Phòng', 'Vui lòng nhập số phòng');
export const photoUrlSchema = z
  .string()
  .trim()
  .max(500, 'Đường dẫn ảnh quá dài')
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Đường dẫn ảnh phải bắt đầu bằng http:// hoặc https://');

export const roleSchema = z.enum(ROLES, { error: 'Vai trò không hợp lệ' });
export const userStatusSchema = z.enum(USER_STATUSES, { error: 'Trạng thái không hợp lệ' });

/** The contract's User, as every endpoint answers it. Never a password hash. */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  email: z.string(),
  verified: z.boolean(),
  phoneNumber: z.string().nullable(),
  /** Whether an SMS code proved `phoneNumber` (then E.164 and a way to sign in). */
  phoneVerified: z.boolean().optional(),
  photoUrl: z.string().nullable(),
  dormitory: z.string().nullable(),
  building: z.string().nullable(),
  room: z.string().nullable(),
  /** The catalogue entries of the address; null while a free-text address is not mapped yet. */
  dormitoryId: z.string().nullish(),
  buildingId: z.string().nullish(),
  hasPassword: z.boolean(),
  /** Whether the account asks for a second factor at sign-in (admins must have one). */
  secondFactor: z.boolean().optional(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const updateProfileSchema = z.object({
  firstName: firstNameSchema.optional(),
  lastName: lastNameSchema.optional(),
  phoneNumber: phoneNumberSchema.optional(),
  photoUrl: photoUrlSchema.optional(),
  dormitory: trimmed(80, 'Ký túc xá', 'Vui lòng nhập ký túc xá').optional(),
  building: trimmed(40, 'Tòa nhà', 'Vui lòng nhập tòa nhà').optional(),
  room: trimmed(20, 'Phòng', 'Vui lòng nhập số phòng').optional(),
  /** A building of the catalogue: its dormitory and names replace the free text above. */
  buildingId: buildingIdSchema.optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/**
 * The fields of a password change without the match rule: the server validates with this and
 * answers a mismatch itself with the contract's `auth/password-mismatch`; forms use the refined one.
 */
export const changePasswordFieldsSchema = z.object({
  /** Not needed by an account that has no password yet (created through Google). */
  currentPassword: z.string().max(128, 'Mật khẩu tối đa 128 ký tự').optional(),
  newPassword: passwordInputSchema,
  confirmPassword: z.string({ error: 'Vui lòng nhập lại mật khẩu' }),
});

export const changePasswordSchema = changePasswordFieldsSchema.refine((v) => v.newPassword === v.confirmPassword, {
  message: 'Nhập lại mật khẩu không khớp',
  path: ['confirmPassword'],
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const createUserSchema = z.object({
  email: emailSchema,
  password: passwordInputSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  role: roleSchema.default('STAFF'),
  phoneNumber: phoneNumberSchema.optional(),
  dormitory: trimmed(80, 'Ký túc xá', 'Vui lòng nhập ký túc xá').optional(),
  building: trimmed(40, 'Tòa nhà', 'Vui lòng nhập tòa nhà').optional(),
  room: trimmed(20, 'Phòng', 'Vui lòng nhập số phòng').optional(),
  buildingId: buildingIdSchema.optional(),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const USER_SORT_FIELDS = ['createdAt', 'lastName', 'firstName', 'email', 'role', 'status'] as const;

export const listUsersQuerySchema = z.object({
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sort: z
    .string()
    .regex(new RegExp(`^(${USER_SORT_FIELDS.join('|')})(:(asc|desc))?$`), 'Cách sắp xếp không hợp lệ')
    .default('createdAt:desc'),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

/**
 * A user as the admin's lists show it: also which second factors the account has, so an admin
 * can see who is protected and reset a lost one.
 */
export const adminUserSchema = userSchema.extend({
  /** An authenticator app (TOTP) is enrolled: a password sign-in asks for its code. */
  secondFactor: z.boolean(),
  /** How many passkeys the account has registered. */
  passkeys: z.number().int().min(0),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userPageSchema = pageOf(adminUserSchema);

export const changeRoleSchema = z.object({ role: roleSchema });
export const changeStatusSchema = z.object({ status: userStatusSchema });
