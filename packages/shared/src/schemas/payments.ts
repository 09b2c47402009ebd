import { z } from 'zod';
import { isoDateSchema, paymentMethodSchema, personRefSchema } from './orders';

// ---- shop payment settings

/** A bank of the NAPAS VietQR list, identified by its BIN. */
export const bankSchema = z.object({ bin: z.string(), code: z.string(), shortName: z.string(), name: z.string() });
export type Bank = z.infer<typeof bankSchema>;

/** Letters without accents, in capitals, as banks print the account holder. */
export function bankHolderName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const PAYMENT_SETTINGS_LIMITS = { accountNumber: 19, accountName: 50, secretMin: 16, secretMax: 128 } as const;

export const updatePaymentSettingsSchema = z.object({
  bankBin: z
    .string({ error: 'Vui lòng chọn ngân hàng' })
    .trim()
    .regex(/^\d{6}$/, 'Vui lòng chọn ngân hàng'),
  accountNumber: z
    .string({ error: 'Vui lòng nhập số tài khoản' })
    .trim()
    .min(1, 'Vui lòng nhập số tài khoản')
    .regex(/^[0-9A-Za-z]+$/, 'Số tài khoản chỉ gồm chữ số (và chữ cái không dấu), không có khoảng trắng')
    .max(PAYMENT_SETTINGS_LIMITS.accountNumber, `Số tài khoản tối đa ${PAYMENT_SETTINGS_LIMITS.accountNumber} ký tự`),
  accountName: z
    .string({ error: 'Vui lòng nhập tên chủ tài khoản' })
    .transform(bankHolderName)
    .pipe(
      z
        .string()
        .min(2, 'Vui lòng nhập tên chủ tài khoản')
        .max(
          PAYMENT_SETTINGS_LIMITS.accountName,
          `Tên chủ tài khoản tối đa ${PAYMENT_SETTINGS_LIMITS.accountName} ký tự`,
        )
        .regex(/^[A-Z ]+$/, 'Tên chủ tài khoản chỉ gồm chữ cái, viết như ngân hàng in (không dấu)'),
    ),
  /**
   * The secret the bank-notification service sends (`Authorization: Apikey …`). Absent: keep
   * the current one; empty string: remove it (automatic confirmation off).
   */
  webhookSecret: z
    .string({ error: 'Khóa webhook phải là chuỗi ký tự' })
    .trim()
    .refine(
      (v) =>
        v === '' || (v.length >= PAYMENT_SETTINGS_LIMITS.secretMin && v.length <= PAYMENT_SETTINGS_LIMITS.secretMax),
      `Khóa webhook dài từ ${PAYMENT_SETTINGS_LIMITS.secretMin} đến ${PAYMENT_SETTINGS_LIMITS.secretMax} ký tự`,
    )
    .optional(),
});
export type UpdatePaymentSettingsInput = z.input<typeof updatePaymentSettingsSchema>;

export const paymentSettingsSchema = z.object({
  bank: bankSchema.nullable(),
  accountNumber: z.string(),
  accountName: z.string(),
  /** Never the secret itself: whether one is set, and its last 4 characters. */
  webhookSecretSet: z.boolean(),
  webhookSecretHint: z.string().nullable(),
  updatedBy: personRefSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/**
 * What the shop's set-up allows (`GET /payments/options`, any signed-in user): transfer only
 * with a bank account, automatic confirmation only with the bank-notification key.
 */
export const paymentOptionsSchema = z.object({
  bankTransfer: z.boolean(),
  automaticConfirmation: z.boolean(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

// ---- paying an order

/** What the student needs to pay an order by transfer (`GET /orders/{id}/payment`). */
export const transferInstructionsSchema = z.object({
  /** Null while the shop has no bank account configured. */
  bank: bankSchema.nullable(),
  accountNumber: z.string(),
  accountName: z.string(),
  /** Still to pay: the final total once weighed, minus what was received. */
  amount: z.number().int(),
  /** True before weighing: the amount is the estimate and no QR code is given. */
  estimated: z.boolean(),
  /** The transfer content: the order code without dashes, which banks keep intact. */
  content: z.string(),
  /** The NAPAS 247 (EMVCo) VietQR payload, only when the amount is final and the bank set. */
  qrPayload: z.string().nullable(),
  /** True when the bank notifies the shop (a key is set): the payment is confirmed without a person. */
  automaticConfirmation: z.boolean(),
});
export type TransferInstructions = z.infer<typeof transferInstructionsSchema>;

export const PAYMENT_SOURCES = ['BANK_WEBHOOK', 'MANUAL', 'CASH_AT_DOOR', 'WALLET'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

export const paymentSchema = z.object({
  id: z.string(),
  method: paymentMethodSchema,
  source: z.enum(PAYMENT_SOURCES),
  amount: z.number().int(),
  receivedAt: z.string(),
  recordedBy: personRefSchema.nullable(),
  bankReference: z.string().nullable(),
  reversedAt: z.string().nullable(),
  reverseReason: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The money side of an order: what was received, what is still due, what needs a look. */
export const orderPaymentSchema = z.object({
  paidAmount: z.number().int(),
  /** Final total (or estimate before weighing) minus what was received; negative when overpaid. */
  due: z.number().int(),
  /**
   * PARTIAL: less than the final total received; OVERPAID: more. Before weighing, only money
   * clearly not the estimate: at most half of it, or at least twice it.
   */
  flag: z.enum(['PARTIAL', 'OVERPAID']).nullable(),
  transferClaimedAt: z.string().nullable(),
  payments: z.array(paymentSchema),
  transfer: transferInstructionsSchema.nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

// ---- bank notifications (SePay's webhook body)

const MAX_TRANSFER_AMOUNT = 1_000_000_000;

export const sepayWebhookSchema = z
  .object({
    id: z.union([z.number().int(), z.string().trim().min(1).max(64)], { error: 'Thiếu mã giao dịch (id)' }),
    gateway: z.string().max(100).nullish(),
    transactionDate: z.string().max(40).nullish(),
    accountNumber: z.string().max(40).nullish(),
    code: z.string().max(100).nullish(),
    content: z.string().max(1000).nullish(),
    transferType: z.enum(['in', 'out'], { error: 'transferType phải là "in" hoặc "out"' }),
    transferAmount: z
      .number({ error: 'Số tiền (transferAmount) phải là số' })
      .int('Số tiền phải là số nguyên')
      .positive('Số tiền phải lớn hơn 0')
      // An order never costs this much; beyond it the amount is not a real transfer (and 2^31 overflows the column).
      .max(MAX_TRANSFER_AMOUNT, 'Số tiền không được vượt quá 1.000.000.000 ₫'),
    accumulated: z.number().nullish(),
    subAccount: z.string().max(100).nullish(),
    referenceCode: z.string().max(100).nullish(),
    description: z.string().max(1000).nullish(),
  })
  .loose();
export type SepayWebhookBody = z.infer<typeof sepayWebhookSchema>;

export const BANK_TRANSACTION_STATUSES = ['MATCHED', 'UNMATCHED', 'IGNORED'] as const;
export type BankTransactionStatus = (typeof BANK_TRANSACTION_STATUSES)[number];
export const BANK_TRANSACTION_FLAGS = ['PARTIAL', 'OVERPAID', 'ALREADY_PAID', 'ORDER_CANCELLED', 'OUTGOING'] as const;
export type BankTransactionFlag = (typeof BANK_TRANSACTION_FLAGS)[number];
export const BANK_TRANSACTION_FLAG_LABELS: Record<BankTransactionFlag, string> = {
  PARTIAL: 'Chuyển thiếu',
  OVERPAID: 'Chuyển dư',
  ALREADY_PAID: 'Đơn đã thanh toán trước đó',
  ORDER_CANCELLED: 'Đơn đã hủy',
  OUTGOING: 'Tiền ra',
};

export const bankTransactionSchema = z.object({
  id: z.string(),
  externalId: z.string(),
  gateway: z.string().nullable(),
  transactionDate: z.string().nullable(),
  accountNumber: z.string().nullable(),
  content: z.string(),
  amount: z.number().int(),
  referenceCode: z.string().nullable(),
  status: z.enum(BANK_TRANSACTION_STATUSES),
  flag: z.enum(BANK_TRANSACTION_FLAGS).nullable(),
  order: z.object({ id: z.string(), code: z.string() }).nullable(),
  /** A top-up: the student whose ví TSA the transfer credited (its content held the wallet's code). */
  wallet: z.object({ userId: z.string(), name: z.string() }).nullable().optional(),
  matchedBy: personRefSchema.nullable(),
  matchedAt: z.string().nullable(),
  receivedAt: z.string(),
});
export type BankTransaction = z.infer<typeof bankTransactionSchema>;

export const listBankTransactionsQuerySchema = z.object({
  status: z.enum(BANK_TRANSACTION_STATUSES, { error: 'Trạng thái giao dịch không hợp lệ' }).optional(),
});

export const matchBankTransactionSchema = z.object({
  orderCode: z
    .string({ error: 'Vui lòng nhập mã đơn' })
    .trim()
    .min(1, 'Vui lòng nhập mã đơn')
    .max(40, 'Mã đơn không hợp lệ'),
});

// ---- cash

export const cashQuerySchema = z.object({
  from: isoDateSchema('ngày bắt đầu').optional(),
  to: isoDateSchema('ngày kết thúc').optional(),
});

export const cashDaySchema = z.object({
  date: z.string(),
  staff: personRefSchema,
  total: z.number().int(),
  count: z.number().int(),
});
export type CashDay = z.infer<typeof cashDaySchema>;

export const myCashSchema = z.object({
  date: z.string(),
  total: z.number().int(),
  collections: z.array(
    z.object({ orderId: z.string(), code: z.string(), amount: z.number().int(), receivedAt: z.string() }),
  ),
});
export type MyCash = z.infer<typeof myCashSchema>;

/** The answer to the bank-notification service (SePay expects `success: true` with 200). */
export const webhookResultSchema = z.object({
  success: z.literal(true),
  /** DUPLICATE: this transaction id was received before; nothing changed. */
  result: z.enum(['MATCHED', 'UNMATCHED', 'IGNORED', 'DUPLICATE']),
  orderCode: z.string().nullable(),
});
export type WebhookResult = z.infer<typeof webhookResultSchema>;

// ---- receipts

export const SHOP_NAME = 'TSA · Giặt sấy ký túc xá';

/** The receipt of a completed or paid order (`GET /orders/{id}/receipt`). */
export const receiptSchema = z.object({
  shopName: z.string(),
  orderId: z.string(),
  code: z.string(),
  studentName: z.string(),
  address: z.string(),
  lines: z.array(
    z.object({
      serviceName: z.string(),
      quantity: z.number(),
      unitLabel: z.string(),
      unitPrice: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  /** Under the services: the plan's kilograms and the discount (negative), decision 042. */
  deductions: z.array(
    z.object({ kind: z.enum(['PLAN', 'DISCOUNT', 'REFUND']), label: z.string(), amount: z.number().int() }),
  ),
  total: z.number().int(),
  paidAmount: z.number().int(),
  /** Given back to the student's wallet (overpaid, or the order was cancelled). */
  refundedAmount: z.number().int(),
  paymentMethod: paymentMethodSchema,
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  issuedAt: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
