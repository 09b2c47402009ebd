import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signInAsAdmin } from '@/test/fake-api';
import { createTestQueryClient } from '@/test/render-app';
import { CapacityDialog } from './capacity-dialog';

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

const LABELS = ['Khung 07:00–09:00', 'Khung 11:00–13:00', 'Khung 17:00–19:00', 'Khung 19:00–21:00'];
const NONE = { '07-09': null, '11-13': null, '17-19': null, '19-21': null };

describe('slot capacity form', () => {
  it('takes any keystrokes in every window, says why in Vietnamese, and saves only whole numbers up to 500', async () => {
    const api = fakeApi({ 'PUT /slots/capacity': () => [] });
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <CapacityDialog target={{ buildingId: null, title: 'Mặc định', own: NONE }} onClose={onClose} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Số chỗ mỗi khung giờ — Mặc định' });
    const field = (label: string) => within(dialog).getByRole('textbox', { name: label }) as HTMLInputElement;
    const keystrokes = fc.oneof(
      fc.constantFrom('a', '-1', '.5', '1e3', '2,5', '20', '500', '501', '99999999999999999999', '0', '', ' ', '١٢'),
      fc.constantFrom('🧺', 'NaN', 'Infinity', '1 000', '0x10'),
      fc.string({ maxLength: 6, unit: fc.constantFrom(...'0123456789.,-+eE aé🧺') }),
      fc.string({ maxLength: 4 }),
    );
    const typed: Record<string, string> = Object.fromEntries(LABELS.map((label) => [label, '']));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LABELS), keystrokes, async (label, text) => {
        const input = field(label);
        act(() => input.focus());
        fireEvent.change(input, { target: { value: '' } });
        for (let length = 1; length <= text.length; length += 1)
          fireEvent.change(input, { target: { value: text.slice(0, length) } });
        typed[label] = text;
        const saved = api.calls('PUT', '/slots/capacity').length;
        const closed = onClose.mock.calls.length;
        fireEvent.click(within(dialog).getByRole('button', { name: 'Lưu số chỗ' }));
        // Either it says what is wrong, or it saves and closes.
        await waitFor(() =>
          expect(
            onClose.mock.calls.length > closed || dialog.querySelector('.MuiFormHelperText-root.Mui-error') !== null,
          ).toBe(true),
        );
        expect(screen.getByRole('dialog', { name: 'Số chỗ mỗi khung giờ — Mặc định' })).toBe(dialog);
        for (const each of LABELS) expect([each, field(each).value]).toEqual([each, typed[each]]);
        for (const message of dialog.querySelectorAll('.MuiFormHelperText-root.Mui-error'))
          expect(['Số chỗ phải là số nguyên không âm', 'Tối đa 500 chỗ mỗi khung giờ']).toContain(message.textContent);
        for (const call of api.calls('PUT', '/slots/capacity').slice(saved)) {
          const { capacity } = call.body as { capacity: number | null };
          if (capacity !== null) {
            expect(Number.isInteger(capacity)).toBe(true);
            expect(capacity).toBeGreaterThanOrEqual(0);
            expect(capacity).toBeLessThanOrEqual(500);
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
