import { WALLET_LIMITS } from '@tsa/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTopUpAmount, checkWithdrawalAmount } from './amount';

/** An amount as a student types it: plain, with dots or spaces between thousands, maybe "₫" after. */
const typed = (amount: number) =>
  fc
    .tuple(fc.constantFrom('', '.', ' '), fc.constantFrom('', ' ₫', 'đ', ' '))
    .map(([group, suffix]) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, group) + suffix);

describe('the top-up amount field', () => {
  it('takes every whole amount within the limits, however it is typed, as that amount', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: WALLET_LIMITS.minTopUp, max: WALLET_LIMITS.maxAmount })
          .chain((amount) => typed(amount).map((text) => ({ amount, text }))),
        ({ amount, text }) => {
          expect(checkTopUpAmount(text)).toEqual({ ok: true, amount });
        },
      ),
    );
  });

  it('refuses amounts outside the limits with the bound in the message', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 1, max: WALLET_LIMITS.minTopUp - 1 }),
          fc.integer({ min: WALLET_LIMITS.maxAmount + 1, max: 999_999_999_999 }),
        ),
        (amount) => {
          const checked = checkTopUpAmount(String(amount));
          expect(checked.ok).toBe(false);
          if (!checked.ok) expect(checked.error).toMatch(amount < WALLET_LIMITS.minTopUp ? /tối thiểu/ : /tối đa/);
        },
      ),
    );
  });

  it('never throws, and whatever it accepts is a whole amount within the limits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const checked = checkTopUpAmount(text);
        if (checked.ok) {
          expect(Number.isSafeInteger(checked.amount)).toBe(true);
          expect(checked.amount).toBeGreaterThanOrEqual(WALLET_LIMITS.minTopUp);
          expect(checked.amount).toBeLessThanOrEqual(WALLET_LIMITS.maxAmount);
        } else {
          // Always a sentence in Vietnamese that says what to type, never the library's "Invalid input".
          expect(checked.error).toMatch(/^(Vui lòng nhập số tiền|Nạp tối (thiểu|đa)|Số tiền phải là số đồng nguyên)/);
        }
      }),
    );
  });

  it('says to type digits for a sign, an exponent, letters or wide digits', () => {
    for (const text of ['-50000', '1e6', 'abc', '５００００', '5kg'])
      expect(checkTopUpAmount(text), text).toEqual({ ok: false, error: 'Vui lòng nhập số tiền bằng chữ số' });
  });
});

describe('the withdrawal amount field', () => {
  it('accepts an amount only when the balance covers it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: WALLET_LIMITS.minTopUp, max: WALLET_LIMITS.maxAmount }),
        fc.integer({ min: 0, max: WALLET_LIMITS.maxBalance }),
        (amount, balance) => {
          const checked = checkWithdrawalAmount(String(amount), balance);
          expect(checked.ok).toBe(amount <= balance);
          if (!checked.ok) expect(checked.error).toContain('Số dư ví chỉ còn');
        },
      ),
    );
  });
});
