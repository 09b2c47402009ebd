import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField, parseViDate } from './date-field';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Ngày" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DateField', () => {
  it('reads days the Vietnamese way', () => {
    expect(parseViDate('21/11/2025')).toBe('2025-11-21');
    expect(parseViDate('1/2/2026')).toBe('2026-02-01');
    expect(parseViDate('30/02/2026')).toBeNull();
    expect(parseViDate('2026-02-01')).toBeNull();
  });

  it('shows dd/mm/yyyy, takes a typed day and refuses an impossible one', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-11-21" />);
    const input = screen.getByRole('textbox', { name: 'Ngày' }) as HTMLInputElement;
    expect(input.value).toBe('21/11/2025');

    await user.clear(input);
    expect(screen.getByTestId('value').textContent).toBe('');
    await user.type(input, '05/12/2025');
    expect(screen.getByTestId('value').textContent).toBe('2025-12-05');

    await user.clear(input);
    await user.type(input, '31/02/2026');
    await user.tab();
    expect(screen.getByText('Ngày không hợp lệ (định dạng dd/mm/yyyy)')).toBeTruthy();
    expect(screen.getByTestId('value').textContent).toBe('');
  });
});
