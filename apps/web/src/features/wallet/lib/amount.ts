import { createWithdrawalSchema, topUpAmountSchema } from '@tsa/shared';
import { formatMoney } from '@/lib/format';

/** The top-up chips: the sums students send most. */
export const TOP_UP_CHIPS = [50_000, 100_000, 200_000, 500_000] as const;

export type AmountCheck = { ok: true; amount: number } | { ok: false; error: string };

/**
 * What the student typed as a top-up ("150000", "150.000", "150 000 ₫"), checked by the shared
 * schema the server applies to `GET /wallet/top-up`, so both refuse the same amounts.
 */
export function checkTopUpAmount(text: string): AmountCheck {
  if (!text.trim()) return { ok: false, error: 'Vui lòng nhập số tiền' };
  const parsed = topUpAmountSchema.safeParse(text);
  if (parsed.success) return { ok: true, amount: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'Số tiền không hợp lệ' };
}

/** A withdrawal: the same bounds as a top-up, and never more than the balance. */
export function checkWithdrawalAmount(text: string, balance: number): AmountCheck {
  if (!text.trim()) return { ok: false, error: 'Vui lòng nhập số tiền' };
  const parsed = createWithdrawalSchema.shape.amount.safeParse(text);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Số tiền không hợp lệ' };
  if (parsed.data > balance) return { ok: false, error: `Số dư ví chỉ còn ${formatMoney(balance)}` };
  return { ok: true, amount: parsed.data };
}
