/**
 * The student's wallet (ví TSA, issue #34, decision 042): balance, top-up by VietQR, statement,
 * withdrawals, admin adjustments.
 */
import { z } from 'zod';
import { WALLET_ENTRY_KINDS, WALLET_LIMITS } from '../money-rules';
import { pageOf, pageQuerySchema } from './common';
import { personRefSchema } from './orders';
import { bankHolderName, bankSchema } from './payments';

const vnd = (value: number) => `${value.toLocaleString('vi-VN')} ₫`;

const DIGITS_ONLY = 'Vui lòng nhập số tiền bằng chữ số';

/**
 * A sum of money typed in a form: whole đồng, digits only (dots and spaces of "50.000" are
 * allowed). One schema rather than a union of a number and a string: a union that fails says
 * only "Invalid input", and "-50000", "1e6" or "abc" deserve to hear what to type.
 */
const typedAmount = z.union([z.number(), z.string()], { error: DIGITS_ONLY }).transform((value, context) => {
  if (typeof value === 'number') return value;
  const digits = value.trim().replace(/[.\s,₫đ]/gi, '');
  if (/^\d{1,12}$/.test(digits)) return Number(digits);
  context.addIssue({ code: 'custom', message: DIGITS_ONLY });
  return z.NEVER;
});

/** One top-up: from `minTopUp` to `maxAmount`, whole đồng. Used by the form and `GET /wallet/top-up`. */
export const topUpAmountSchema = typedAmount.pipe(
  z
    .number({ error: 'Vui lòng nhập số tiền' })
    .int('Số tiền phải là số đồng nguyên')
    .min(WALLET_LIMITS.minTopUp, `Nạp tối thiểu ${vnd(WALLET_LIMITS.minTopUp)}`)
    .max(WALLET_LIMITS.maxAmount, `Nạp tối đa ${vnd(WALLET_LIMITS.maxAmount)} mỗi lần`),
);
export const topUpQuerySchema = z.object({ amount: topUpAmountSchema });

export const walletEntryKindSchema = z.enum(WALLET_ENTRY_KINDS);

/** One line of the statement. `amount` is signed: + into the wallet, − out of it. */
export const walletEntrySchema = z.object({
  id: z.string(),
  kind: walletEntryKindSchema,
  kindLabel: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  order: z.object({ id: z.string(), code: z.string() }).nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;
export const walletEntriesQuerySchema = pageQuerySchema;
export const walletEntryPageSchema = pageOf(walletEntrySchema);
export type WalletEntryPage = z.infer<typeof walletEntryPageSchema>;

export const WITHDRAWAL_STATUSES = ['REQUESTED', 'PAID', 'REJECTED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  REQUESTED: 'Chờ chuyển',
  PAID: 'Đã chuyển',
  REJECTED: 'Từ chối',
};

export const withdrawalSchema = z.object({
  id: z.string(),
  student: z.object({ id: z.string(), name: z.string(), email: z.string(), phoneNumber: z.string().nullable() }),
  amount: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  handledBy: personRefSchema.nullable(),
  handledAt: z.string().nullable(),
  /** The reason of a rejection. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** `GET /wallet`: what the wallet page shows, with where to send a top-up. */
export const walletSchema = z.object({
  balance: z.number().int(),
  /** The transfer content that credits this wallet (`NAP` and 8 letters). */
  topUpCode: z.string(),
  /** Null while the shop has no bank account: no top-up possible yet. */
  bank: bankSchema.nullable(),
  accountNumber: z.string(),
  accountName: z.string(),
  /** True when the bank notifies the shop: a top-up arrives by itself within minutes. */
  automaticConfirmation: z.boolean(),
  limits: z.object({ minTopUp: z.number().int(), maxAmount: z.number().int(), maxBalance: z.number().int() }),
  /** The student's withdrawals still waiting for the shop's transfer. */
  pendingWithdrawals: z.array(withdrawalSchema),
});
export type Wallet = z.infer<typeof walletSchema>;

/** `GET /wallet/top-up?amount=`: a NAPAS 247 VietQR for that amount with the wallet's content. */
export const walletTopUpSchema = z.object({
  amount: z.number().int(),
  content: z.string(),
  bank: bankSchema,
  accountNumber: z.string(),
  accountName: z.string(),
  qrPayload: z.string(),
});
export type WalletTopUp = z.infer<typeof walletTopUpSchema>;

const reasonSchema = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(300, 'Tối đa 300 ký tự');

/** "Rút về tài khoản ngân hàng": the sum leaves the wallet at once and the shop transfers it. */
export const createWithdrawalSchema = z.object({
  amount: typedAmount.pipe(
    z
      .number({ error: 'Vui lòng nhập số tiền' })
      .int('Số tiền phải là số đồng nguyên')
      .min(WALLET_LIMITS.minTopUp, `Rút tối thiểu ${vnd(WALLET_LIMITS.minTopUp)}`)
      .max(WALLET_LIMITS.maxAmount, `Rút tối đa ${vnd(WALLET_LIMITS.maxAmount)} mỗi lần`),
  ),
  bankName: z
    .string({ error: 'Vui lòng nhập tên ngân hàng' })
    .trim()
    .min(2, 'Vui lòng nhập tên ngân hàng')
    .max(100, 'Tên ngân hàng tối đa 100 ký tự'),
  accountNumber: z
    .string({ error: 'Vui lòng nhập số tài khoản' })
    .trim()
    .regex(/^[0-9A-Za-z]{6,19}$/, 'Số tài khoản gồm 6–19 chữ số, không có khoảng trắng'),
  accountName: z
    .string({ error: 'Vui lòng nhập tên chủ tài khoản' })
    .transform(bankHolderName)
    .pipe(
      z
        .string()
        .min(2, 'Vui lòng nhập tên chủ tài khoản')
        .max(50, 'Tên chủ tài khoản tối đa 50 ký tự')
        .regex(/^[A-Z ]+$/, 'Tên chủ tài khoản chỉ gồm chữ cái'),
    ),
});
export type CreateWithdrawalInput = z.input<typeof createWithdrawalSchema>;

export const listWithdrawalsQuerySchema = z.object({
  status: z.enum(WITHDRAWAL_STATUSES, { error: 'Trạng thái không hợp lệ' }).optional(),
});
export const rejectWithdrawalSchema = z.object({ reason: reasonSchema('Vui lòng nhập lý do từ chối') });

/** `GET /users/{id}/wallet` (admins): a student's balance and latest entries. */
export const adminWalletSchema = z.object({
  userId: z.string(),
  balance: z.number().int(),
  topUpCode: z.string(),
  entries: z.array(walletEntrySchema),
});
export type AdminWallet = z.infer<typeof adminWalletSchema>;

/** An admin's correction of a balance: signed, never 0, always with a reason. */
export const walletAdjustmentSchema = z.object({
  amount: typedAmount.pipe(
    z
      .number({ error: 'Vui lòng nhập số tiền' })
      .int('Số tiền phải là số đồng nguyên')
      .refine((value) => value !== 0, 'Số tiền điều chỉnh phải khác 0')
      .refine(
        (value) => Math.abs(value) <= WALLET_LIMITS.maxAmount,
        `Điều chỉnh tối đa ${vnd(WALLET_LIMITS.maxAmount)} mỗi lần`,
      ),
  ),
  reason: reasonSchema('Vui lòng nhập lý do điều chỉnh'),
});
export type WalletAdjustmentInput = z.input<typeof walletAdjustmentSchema>;

/** `POST /orders/{id}/pay-from-wallet`: what was paid and what is left in the wallet. */
export const payFromWalletResultSchema = z.object({
  orderId: z.string(),
  paid: z.number().int(),
  balance: z.number().int(),
});
export type PayFromWalletResult = z.infer<typeof payFromWalletResultSchema>;
