import { z } from 'zod';

/**
 * Vouchers ("Mã giảm giá", issue #34, decision 042). The admin creates codes; a student types one
 * on the order form. The rest of this contract is written with the feature.
 */

/** A code as typed: trimmed, upper case, letters, digits and dashes. */
export const voucherCodeInputSchema = z
  .string({ error: 'Mã giảm giá không hợp lệ' })
  .trim()
  .toUpperCase()
  .min(3, 'Mã giảm giá có ít nhất 3 ký tự')
  .max(30, 'Mã giảm giá tối đa 30 ký tự')
  .regex(/^[A-Z0-9-]+$/, 'Mã giảm giá chỉ gồm chữ, số và dấu gạch ngang');
