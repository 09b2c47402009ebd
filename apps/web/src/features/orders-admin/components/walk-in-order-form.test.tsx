import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signInAsAdmin } from '@/test/fake-api';
import { SERVICES } from '@/test/order-fixtures';
import { createTestQueryClient } from '@/test/render-app';
import { BUILDING_A1 } from '@/test/dormitory-fixtures';
import type { StudentOption } from '../api/search-students';
import { initialWalkInForm, validateWalkIn } from './walk-in-form';
import { WalkInOrderForm } from './walk-in-order-form';

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

const STUDENT_OPTION = { id: '00000000-0000-4000-8000-0000000000a1' } as StudentOption;
const KG_LABEL = 'Số lượng Giặt sấy gấp theo kg (kg)';
const SHOES_LABEL = 'Số lượng Giặt giày (đôi)';

/** The admin's "Tạo đơn hộ" form alone (no app shell), its price list loaded. */
async function openForm() {
  const api = fakeApi({
    'GET /services': () => SERVICES,
    'GET /users': () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
    'GET /slots/availability': () => [],
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <WalkInOrderForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const kg = (await screen.findByRole('textbox', { name: KG_LABEL })) as HTMLInputElement;
  const estimate = screen.getByTestId('estimate-total');
  const submit = () => fireEvent.click(screen.getAllByRole('button', { name: 'Tạo đơn' })[0]!);
  return { api, kg, estimate, submit };
}

/**
 * Types `text` in the field after clearing it: one key at a time where the form reads each key
 * (a quantity), at once elsewhere (each key of a render of the whole form costs time, not cover).
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string, keyByKey: boolean) {
  act(() => field.focus());
  fireEvent.change(field, { target: { value: '' } });
  for (let length = keyByKey ? 1 : text.length; length <= text.length; length += 1)
    fireEvent.change(field, { target: { value: text.slice(0, length) } });
}

describe('walk-in order form', () => {
  it('says the bound of a line in the estimate for a huge quantity, and refuses it on submit', async () => {
    const { api, kg, estimate, submit } = await openForm();
    fireEvent.change(kg, { target: { value: '99999' } });
    expect(estimate.textContent).toBe('Tối đa 50 kg mỗi dịch vụ');
    // Neither the summary nor the line shows the price the shop would refuse.
    expect(screen.queryByText(/1\.499\.985\.000/)).toBeNull();
    submit();
    expect(
      await screen.findByText('Mỗi dòng tối đa 50 (kg hoặc cái): nhiều hơn thì tách đơn hoặc liên hệ cửa hàng'),
    ).toBeTruthy();
    expect(api.calls('POST', '/orders')).toHaveLength(0);
    fireEvent.change(kg, { target: { value: '50' } });
    expect(estimate.textContent).toBe('750.000 ₫');
  });

  it('takes any keystrokes in every field: quantities, search, room, phone, note', async () => {
    const { api, estimate, submit } = await openForm();
    const form = screen.getByRole('region', { name: 'Dịch vụ' }).closest('form')!;
    // By label rather than by role: a role query's name and visibility checks, hundreds of times,
    // were most of this test's time. The labels are what the role queries named them by.
    const fields = () =>
      [
        screen.getByLabelText(KG_LABEL),
        screen.getByLabelText(SHOES_LABEL),
        screen.getByLabelText(/^Sinh viên( \*)?$/),
        screen.getByLabelText(/^Phòng( \*)?$/),
        screen.getByLabelText(/^Số điện thoại( \*)?$/),
        screen.getByLabelText(/^Ghi chú/),
      ] as HTMLInputElement[];
    const keystrokes = fc.oneof(
      fc.constantFrom('a', '-1', '.5', '1e3', '2,5', '2.5', '--', '1,,2', '99999', '0', '', ' ', '١٢', '🧺', 'NaN'),
      fc.string({ maxLength: 6, unit: fc.constantFrom(...'0123456789.,-+eE aé🧺') }),
      fc.string({ maxLength: 4 }),
    );
    // Each run types into one field; the others keep what earlier runs typed, so the runs also
    // try fields together (both quantities, a quantity and the note…) at the cost of one field.
    const typed = ['', '', '', '', '', ''];
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5 }), keystrokes, async (index, text) => {
        const field = fields()[index]!;
        typeInto(field, text, index < 2);
        expect(field.value).toBe(text);
        typed[index] = text;
        // Still the form, each field with what was typed (the search too, left without a
        // choice), the estimate an amount or the bound.
        expect(screen.getByRole('region', { name: 'Dịch vụ' }).closest('form')).toBe(form);
        const kept = () => expect(fields().map((each) => each.value)).toEqual(typed);
        kept();
        expect(estimate.textContent).toMatch(/^([\d.]+ ₫|Tối đa 50 (kg|đôi) mỗi dịch vụ)$/);
        if (/₫$/.test(estimate.textContent!))
          expect(Number(estimate.textContent!.replace(/\D/g, ''))).toBeLessThanOrEqual(2_750_000);
        // Now and then a submit (every rule at once is checked below, without the page): it says
        // what is wrong in Vietnamese, keeps the fields and sends nothing (no student is chosen).
        run += 1;
        if (run % 5 !== 1) return;
        submit();
        await waitFor(() => expect(screen.getByText('Vui lòng chọn sinh viên')).toBeTruthy());
        kept();
      }),
      { numRuns: 20 },
    );
    expect(api.calls('POST', '/orders')).toHaveLength(0);
    expect(within(form).queryByText('Đã có lỗi xảy ra')).toBeNull();
  });

  it('checks any typed form with the shared rules without throwing, in Vietnamese', () => {
    const text = fc.oneof(
      fc.constantFrom('', '3', '3,5', '.5', '1e3', '-1', '99999', '0', '٣', '🧺', '1,,2'),
      fc.string({ maxLength: 8, unit: fc.constantFrom(...'0123456789.,-+eE aé🧺') }),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(text, text, text, text, text, (kg, shoes, room, phone, note) => {
        const form = {
          ...initialWalkInForm(),
          student: STUDENT_OPTION,
          address: { dormitoryId: BUILDING_A1.dormitoryId, buildingId: BUILDING_A1.id, room, phoneNumber: phone },
          quantities: { [SERVICES[0]!.id]: kg, [SERVICES[1]!.id]: shoes },
          handover: 'COUNTER' as const,
          note,
        };
        const result = validateWalkIn(form, SERVICES);
        if (result.errors) for (const message of Object.values(result.errors)) expect(message).toMatch(/[ạ-ỹà-ýđĐ]/);
        else
          for (const item of result.input.items) {
            expect(item.quantity).toBeGreaterThan(0);
            expect(item.quantity).toBeLessThanOrEqual(50);
          }
      }),
      { numRuns: 300 },
    );
  });
});
