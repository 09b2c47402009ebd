import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';
import { isoDateSchema } from './orders';

/**
 * Every kind of event the audit log keeps: security events of accounts and the admin actions
 * that change who may do what or where money goes. Grouped by prefix so a filter can ask for
 * a whole group (`auth.`, `mfa.`, `user.`, `payment.`).
 */
export const AUDIT_ACTIONS = [
  'auth.signin',
  'auth.signin-failed',
  'auth.signin-locked',
  'auth.password-changed',
  'auth.password-reset',
  'auth.signin-link-sent',
  'auth.phone-verified',
  'auth.identity-linked',
  'auth.identity-unlinked',
  'mfa.enrolled',
  'mfa.disabled',
  'mfa.reset',
  'mfa.recovery-code-used',
  'mfa.recovery-codes-regenerated',
  'mfa.challenge-failed',
  'passkey.added',
  'passkey.removed',
  'user.created',
  'user.role-changed',
  'user.status-changed',
  'user.deleted',
  'payment.settings-changed',
  'payment.override',
  'payment.reversed',
  'payment.matched-by-hand',
  'delivery.start-override',
  'plan.created',
  'plan.updated',
  'wallet.adjusted',
  'wallet.withdrawal-paid',
  'wallet.withdrawal-rejected',
  'voucher.created',
  'voucher.updated',
  'garment-kind.created',
  'garment-kind.updated',
  'floor.settings-changed',
  'rack.created',
  'rack.deactivated',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS, { error: 'Loại sự kiện không hợp lệ' });
export type AuditAction = z.infer<typeof auditActionSchema>;

/** What each action is called on the admin's screen. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.signin': 'Đăng nhập',
  'auth.signin-failed': 'Đăng nhập thất bại',
  'auth.signin-locked': 'Tạm khóa đăng nhập sai nhiều lần',
  'auth.password-changed': 'Đổi mật khẩu',
  'auth.password-reset': 'Đặt lại mật khẩu',
  'auth.signin-link-sent': 'Gửi liên kết đăng nhập',
  'auth.phone-verified': 'Xác minh số điện thoại',
  'auth.identity-linked': 'Liên kết cách đăng nhập',
  'auth.identity-unlinked': 'Gỡ cách đăng nhập',
  'mfa.enrolled': 'Bật xác thực hai bước',
  'mfa.disabled': 'Tắt xác thực hai bước',
  'mfa.reset': 'Đặt lại xác thực hai bước',
  'mfa.recovery-code-used': 'Dùng mã khôi phục',
  'mfa.recovery-codes-regenerated': 'Tạo lại mã khôi phục',
  'mfa.challenge-failed': 'Sai mã xác thực',
  'passkey.added': 'Thêm khóa truy cập',
  'passkey.removed': 'Xóa khóa truy cập',
  'user.created': 'Tạo tài khoản',
  'user.role-changed': 'Đổi vai trò',
  'user.status-changed': 'Đổi trạng thái tài khoản',
  'user.deleted': 'Xóa tài khoản',
  'payment.settings-changed': 'Đổi tài khoản nhận tiền',
  'payment.override': 'Xác nhận thanh toán ngoại lệ',
  'payment.reversed': 'Hoàn tác thanh toán',
  'payment.matched-by-hand': 'Khớp giao dịch thủ công',
  'delivery.start-override': 'Bắt đầu lấy đồ ngoại lệ',
  'plan.created': 'Tạo gói giặt',
  'plan.updated': 'Sửa gói giặt',
  'wallet.adjusted': 'Điều chỉnh số dư ví',
  'wallet.withdrawal-paid': 'Đã chuyển tiền rút từ ví',
  'wallet.withdrawal-rejected': 'Từ chối yêu cầu rút tiền',
  'voucher.created': 'Tạo mã giảm giá',
  'voucher.updated': 'Sửa mã giảm giá',
  'garment-kind.created': 'Thêm loại đồ',
  'garment-kind.updated': 'Sửa loại đồ',
  'floor.settings-changed': 'Đổi cài đặt vận hành',
  'rack.created': 'Tạo kệ',
  'rack.deactivated': 'Ngừng dùng kệ',
};

export const listAuditEventsQuerySchema = pageQuerySchema.extend({
  /** One action, or a group by its prefix (`auth`, `mfa`, `passkey`, `user`, `payment`, `delivery`). */
  action: z
    .string()
    .trim()
    .refine(
      (value) =>
        (AUDIT_ACTIONS as readonly string[]).includes(value) || AUDIT_ACTIONS.some((a) => a.startsWith(`${value}.`)),
      'Loại sự kiện không hợp lệ',
    )
    .optional(),
  /** Part of the e-mail of who acted (or tried to). */
  actor: z.string().trim().max(100, 'Từ khóa tối đa 100 ký tự').optional(),
  /** First day (HCM), inclusive. */
  from: isoDateSchema('ngày bắt đầu').optional(),
  /** Last day (HCM), inclusive. */
  to: isoDateSchema('ngày kết thúc').optional(),
});
export type ListAuditEventsQuery = z.infer<typeof listAuditEventsQuerySchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  occurredAt: z.string().describe('ISO 8601'),
  action: auditActionSchema,
  /** Null when nobody was signed in (a failed sign-in, a webhook). */
  actor: z.object({ id: z.string().nullable(), email: z.string().nullable(), name: z.string().nullable() }),
  target: z.object({ type: z.string(), id: z.string(), label: z.string().nullable() }).nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** What changed, in a few fields (never a secret). */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventPageSchema = pageOf(auditEventSchema);
export type AuditEventPage = z.infer<typeof auditEventPageSchema>;
