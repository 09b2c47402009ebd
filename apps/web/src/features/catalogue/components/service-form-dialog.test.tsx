import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signInAsAdmin } from '@/test/fake-api';
import { createTestQueryClient } from '@/test/render-app';
import { ServiceFormDialog } from './service-form-dialog';

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

const LABELS = ['Tên dịch vụ', 'Mô tả', 'Tên đơn vị', 'Đơn giá', 'Số lượng tối thiểu', 'Thứ tự hiển thị'];
/** Vietnamese written for the admin: not English, nor zod's generic "mong đợi int, nhận được NaN". */
function expectWorded(message: string | null) {
  expect(message).toMatch(/[ạ-ỹà-ýđĐăâêôơư]/i);
  expect(message).not.toMatch(/mong đợi|nhận được|Đầu vào không hợp lệ|expected|received/i);
}

function openForm() {
  const api = fakeApi({
    'POST /services': ({ body }) => ({
      id: 's9',
      description: '',
      unitLabel: 'kg',
      sortOrder: 100,
      ...(body as object),
    }),
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ServiceFormDialog open service={null} session={1} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Thêm dịch vụ' });
  const field = (label: string) =>
    within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
  return { api, dialog, field };
}

describe('service form', () => {
  it('words the display order for the admin, not as zod\'s generic "mong đợi int"', async () => {
    const { dialog, field } = openForm();
    const order = field('Thứ tự hiển thị');
    const says = async (text: string, message: string) => {
      fireEvent.change(order, { target: { value: text } });
      fireEvent.blur(order);
      await waitFor(() => expect(dialog.querySelector('.MuiFormHelperText-root.Mui-error')?.textContent).toBe(message));
    };
    await says('1e3', 'Thứ tự hiển thị phải là số');
    await says('2,5', 'Thứ tự hiển thị phải là số nguyên');
    await says('1001', 'Thứ tự hiển thị tối đa 1000');
    await says('99999999999999999999', 'Thứ tự hiển thị tối đa 1000');
  });

  it('takes any keystrokes in every field: name, description, unit, price, minimum, order', async () => {
    const { api, dialog, field } = openForm();
    const keystrokes = fc.oneof(
      fc.constantFrom('a', '-1', '.5', '1e3', '2,5', '15.000', '15 000', '--', '99999999999999999999', '0', '', ' '),
      fc.constantFrom('١٢', '🧺', 'NaN', 'Infinity', '15000₫', '3,25'),
      fc.string({ maxLength: 6, unit: fc.constantFrom(...'0123456789.,-+eE aé🧺₫') }),
      fc.string({ maxLength: 4 }),
    );
    // Each run types into one field, key by key, and leaves it; the others keep earlier runs' text.
    const typed: Record<string, string> = Object.fromEntries(LABELS.map((label) => [label, '']));
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LABELS), keystrokes, async (label, text) => {
        const input = field(label);
        act(() => input.focus());
        fireEvent.change(input, { target: { value: '' } });
        for (let length = 1; length <= text.length; length += 1)
          fireEvent.change(input, { target: { value: text.slice(0, length) } });
        fireEvent.blur(input);
        typed[label] = text;
        // Let the check that follows leaving a field (mode onTouched) run.
        await act(async () => {});
        expect(screen.getByRole('dialog', { name: 'Thêm dịch vụ' })).toBe(dialog);
        for (const each of LABELS) expect([each, field(each).value]).toEqual([each, typed[each]]);
        for (const message of dialog.querySelectorAll('.MuiFormHelperText-root.Mui-error'))
          expectWorded(message.textContent);
        // Now and then a submit: it sends only what the shared schema accepts.
        run += 1;
        if (run % 5 !== 1) return;
        const before = api.calls('POST', '/services').length;
        fireEvent.click(within(dialog).getByRole('button', { name: 'Thêm dịch vụ' }));
        await waitFor(() =>
          expect(
            api.calls('POST', '/services').length > before ||
              dialog.querySelector('.MuiFormHelperText-root.Mui-error') !== null,
          ).toBe(true),
        );
        for (const call of api.calls('POST', '/services').slice(before)) {
          const body = call.body as { unitPrice: number; minQuantity: number };
          expect(Number.isInteger(body.unitPrice)).toBe(true);
          expect(body.minQuantity).toBeLessThanOrEqual(50);
        }
        for (const message of dialog.querySelectorAll('.MuiFormHelperText-root.Mui-error'))
          expectWorded(message.textContent);
      }),
      { numRuns: 25 },
    );
  });
});
