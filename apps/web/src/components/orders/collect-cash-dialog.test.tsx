import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseCashText } from '@tsa/shared';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { CollectCashDialog } from './collect-cash-dialog';

function open(amount = 103_000) {
  const onConfirm = vi.fn();
  render(
    <CollectCashDialog
      open
      code="TSA-251121-0001"
      amount={amount}
      sending={false}
      onCancel={() => {}}
      onConfirm={onConfirm}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: `Đã thu ${amount === 103_000 ? '103.000' : amount} ₫?` });
  const field = within(dialog).getByRole('textbox', { name: 'Số tiền đã thu (₫)' }) as HTMLInputElement;
  const confirm = within(dialog).getByRole('button', { name: 'Đã thu 103.000 ₫' }) as HTMLButtonElement;
  return { dialog, field, confirm, onConfirm };
}

/** The confirm button wakes a moment after the dialog opens (a double tap cannot confirm). */
const armed = (button: HTMLButtonElement) => waitFor(() => expect(button.disabled).toBe(false));

describe('cash at the door', () => {
  it('a double tap on the button that opened it cannot confirm: the buttons wake a moment later', async () => {
    const { dialog, confirm, onConfirm } = open();
    expect(confirm.disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Chưa thu được tiền' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    await armed(confirm);
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith(103_000);
  });

  it('refuses a short amount and says how much is missing', async () => {
    const { dialog, field, confirm, onConfirm } = open();
    await armed(confirm);
    fireEvent.change(field, { target: { value: '50.000' } });
    expect(
      within(dialog).getByText(
        'Còn thiếu 53.000 ₫: cần thu đủ 103.000 ₫. Sinh viên chưa trả được thì chọn "Chưa thu được tiền"',
      ),
    ).toBeTruthy();
    // The button says what is recorded, never the short amount, and is off.
    expect(confirm.textContent).toBe('Đã thu 103.000 ₫');
    expect(confirm.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '0' } });
    expect(
      within(dialog).getByText('Còn thiếu 103.000 ₫. Sinh viên chưa trả thì chọn "Chưa thu được tiền"'),
    ).toBeTruthy();
    expect(confirm.disabled).toBe(true);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says a non-number is not an amount, instead of reading it as 0 ₫', async () => {
    const { dialog, field, confirm } = open();
    for (const text of ['abc', '-103000', '1e5', '103,5']) {
      fireEvent.change(field, { target: { value: text } });
      expect(within(dialog).getByText('Số tiền chỉ gồm chữ số, ví dụ 103.000')).toBeTruthy();
      expect(confirm.disabled).toBe(true);
    }
  });

  it('more is change to give back: it says how much, and records the amount due', async () => {
    const { dialog, field, confirm, onConfirm } = open();
    await armed(confirm);
    fireEvent.change(field, { target: { value: '200.000' } });
    expect(within(dialog).getByText('Trả lại tiền thừa 97.000 ₫. Ghi nhận thu 103.000 ₫')).toBeTruthy();
    fireEvent.change(field, { target: { value: '1.103.000' } });
    expect(within(dialog).getByText('1.103.000 ₫ nhiều hơn số cần thu 1.000.000 ₫: kiểm tra lại số tiền')).toBeTruthy();
    expect(confirm.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '200 000đ' } });
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith(103_000);
  });

  it('takes any keystrokes: letters, signs, exponents, separators, emoji', async () => {
    const { dialog, field, confirm } = open();
    await armed(confirm);
    const keystrokes = fc.oneof(
      fc.constantFrom(
        'abc',
        '-1',
        '.5',
        '1e3',
        '103.000',
        '103 000',
        '50,000',
        '99999999999999999999',
        '🧺',
        'NaN',
        '',
      ),
      fc.string({ maxLength: 8, unit: fc.constantFrom(...'0123456789.,-+eE ₫đaé🧺') }),
      fc.string({ maxLength: 4 }),
    );
    await fc.assert(
      fc.asyncProperty(keystrokes, async (text) => {
        fireEvent.change(field, { target: { value: '' } });
        for (let length = 1; length <= text.length; length += 1)
          fireEvent.change(field, { target: { value: text.slice(0, length) } });
        // Still the dialog, with what was typed; the button names an amount, and is on only for enough.
        expect(screen.getByRole('dialog', { name: 'Đã thu 103.000 ₫?' })).toBe(dialog);
        expect(field.value).toBe(text);
        expect(confirm.textContent).toMatch(/^Đã thu [\d.]+ ₫$/);
        const tendered = parseCashText(text);
        const enough = tendered !== null && tendered >= 103_000 && tendered - 103_000 < 500_000;
        expect(confirm.disabled).toBe(!enough);
      }),
      { numRuns: 30 },
    );
  });
});
