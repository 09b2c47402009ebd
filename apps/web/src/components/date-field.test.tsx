import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field';

function Harness({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Ngày" value={value} onChange={setValue} min={min} max={max} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('2026-01-15')}>
        Đặt ngày
      </button>
    </>
  );
}

const field = () => screen.getByRole('group', { name: 'Ngày' });
// The sections as they read on screen (the field's first child holds them; its label comes later).
const shown = () => field().firstElementChild!.textContent;
const value = () => screen.getByTestId('value').textContent;

describe('DateField', () => {
  it('shows dd/mm/yyyy with Vietnamese placeholders and takes the digits a user types', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-11-21" />);
    expect(shown()).toBe('21/11/2025');
    expect(within(field()).getByRole('spinbutton', { name: 'Tháng' }).getAttribute('aria-valuetext')).toBe(
      'Tháng Mười Một',
    );

    // Typed like a person: click the day, then the digits; sections move on by themselves.
    await user.click(within(field()).getByRole('spinbutton', { name: 'Ngày' }));
    await user.keyboard('05122025');
    expect(shown()).toBe('05/12/2025');
    expect(value()).toBe('2025-12-05');

    // Emptied: the sections say what goes in them, in Vietnamese.
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(value()).toBe('');
    expect(shown()).toBe('ngày/tháng/năm');

    // Letters do not go in.
    await user.keyboard('abc');
    expect(shown()).toBe('ngày/tháng/năm');
    expect(screen.queryByText('Ngày không hợp lệ')).toBeNull();

    // A value set from outside shows.
    await user.click(screen.getByRole('button', { name: 'Đặt ngày' }));
    expect(shown()).toBe('15/01/2026');
  });

  it('says so under the field when the day does not exist or is half typed, instead of clearing it', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-02-10" />);
    await user.click(within(field()).getByRole('spinbutton', { name: 'Ngày' }));
    await user.keyboard('31');
    expect(shown()).toBe('31/02/2026');
    expect(screen.getByText('Ngày không hợp lệ')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(value()).toBe('');
    await user.tab();
    expect(screen.getByText('Ngày không hợp lệ')).toBeTruthy();

    await user.click(within(field()).getByRole('spinbutton', { name: 'Ngày' }));
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.keyboard('0103');
    expect(shown()).toBe('01/03/năm');
    expect(value()).toBe('');
    await user.tab();
    expect(screen.getByText('Ngày chưa nhập đủ ngày/tháng/năm')).toBeTruthy();
    await user.click(within(field()).getByRole('spinbutton', { name: 'Năm' }));
    await user.keyboard('2026');
    expect(value()).toBe('2026-03-01');
    expect(screen.queryByText('Ngày chưa nhập đủ ngày/tháng/năm')).toBeNull();
  });

  it('names the first and last day allowed', async () => {
    // The calendar's days take clicks once its opening transition ends; jsdom runs none.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Harness initial="2026-03-10" min="2026-03-05" max="2026-03-20" />);
    await user.click(within(field()).getByRole('spinbutton', { name: 'Ngày' }));
    await user.keyboard('01');
    expect(screen.getByText('Chọn ngày từ 05/03/2026 trở đi')).toBeTruthy();
    await user.keyboard('{Control>}a{/Control}{Backspace}25032026');
    expect(screen.getByText('Chọn ngày đến hết 20/03/2026')).toBeTruthy();

    // The calendar is Vietnamese and offers only the days allowed.
    await user.click(screen.getByRole('button', { name: /Chọn ngày/ }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('button', { name: 'Tháng trước' })).toBeTruthy();
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((day) => day.textContent),
    ).toEqual(['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']);
    expect(within(calendar).getByRole('gridcell', { name: '4' })).toHaveProperty('disabled', true);
    await user.click(within(calendar).getByRole('gridcell', { name: '12' }));
    expect(value()).toBe('2026-03-12');
    expect(shown()).toBe('12/03/2026');
  });
});
