import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { planInputSchema } from '@tsa/shared';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signInAsAdmin } from '@/test/fake-api';
import { CATALOGUE } from '@/test/order-fixtures';
import { createTestQueryClient } from '@/test/render-app';
import { planResolver, type PlanForm } from './plan-form';
import { PlanFormDialog } from './plan-form-dialog';

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

/** Vietnamese written for the admin: not English, nor zod's generic "mong đợi…, nhận được…". */
function expectWorded(message: string | undefined) {
  expect(message).toMatch(/[ạ-ỹà-ýđĐăâêôơư]/i);
  expect(message).not.toMatch(/mong đợi|nhận được|Đầu vào không hợp lệ|expected|received|NaN/i);
}

const typed = fc.oneof(
  fc.constantFrom('', ' ', '0', '0,4', '0,5', '12,5', '12,55', '200', '200,1', '1e3', '-1', '15.000', '250 000', '🧺'),
  fc.constantFrom('NaN', 'Infinity', '١٢', '99999999999999999999', '1,2,3', '.5', '5.'),
  fc.string({ maxLength: 8, unit: fc.constantFrom(...'0123456789.,-+eE aé₫') }),
  fc.string({ maxLength: 6 }),
);
const SERVICE_IDS = ['10000000-0000-4000-8000-000000000001', 'x', ''];
const form = fc.record<PlanForm>({
  name: typed,
  description: fc.oneof(typed, fc.string({ minLength: 495, maxLength: 510 })),
  kgPerMonth: typed,
  price: typed,
  months: typed,
  serviceIds: fc.subarray(SERVICE_IDS),
  rollover: fc.boolean(),
  skipWeekAllowed: fc.boolean(),
  active: fc.boolean(),
});

describe('the admin plan form', () => {
  it('never throws on any input: either terms the server accepts, or Vietnamese messages on the fields', async () => {
    const resolve = planResolver();
    await fc.assert(
      fc.asyncProperty(form, async (values) => {
        const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
        const messages = Object.values(result.errors).map((error) => (error as { message?: string }).message);
        if (messages.length === 0) {
          // What the form sends is what the server's schema accepts, unchanged.
          expect(planInputSchema.safeParse(result.values).success).toBe(true);
        } else {
          for (const message of messages) expectWorded(message);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('takes any keystrokes in the dialog without losing them or crashing', async () => {
    fakeApi({ 'GET /services': () => CATALOGUE });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <PlanFormDialog open plan={null} session={1} onClose={vi.fn()} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Thêm gói giặt' });
    const LABELS = ['Tên gói', 'Mô tả', 'Số kg mỗi tháng', 'Số tháng', 'Giá gói'];
    // By label rather than by role: a role query's name and visibility checks, hundreds of times,
    // were most of this test's time. The labels are what the role query named them by.
    const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    const values: Record<string, string> = Object.fromEntries(LABELS.map((label) => [label, field(label).value]));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LABELS), typed, async (label, text) => {
        const input = field(label);
        act(() => input.focus());
        fireEvent.change(input, { target: { value: text } });
        fireEvent.blur(input);
        values[label] = text;
        await act(async () => {});
        expect(screen.getByRole('dialog', { name: 'Thêm gói giặt' })).toBe(dialog);
        for (const each of LABELS) expect([each, field(each).value]).toEqual([each, values[each]]);
        for (const message of dialog.querySelectorAll('.MuiFormHelperText-root.Mui-error'))
          expectWorded(message.textContent ?? undefined);
      }),
      { numRuns: 40 },
    );
  });
});
