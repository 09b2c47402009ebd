import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectFilter } from './select-filter';

const SIZES = ['S', 'M'] as const;
const SIZE_LABELS = { S: 'Nhỏ', M: 'Vừa' };

describe('SelectFilter', () => {
  it('offers "Tất cả" then every option, and hands back the choice or null for all', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<SelectFilter label="Cỡ" options={SIZES} optionLabels={SIZE_LABELS} value="S" onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Cỡ' }).textContent).toBe('Nhỏ');

    await user.click(screen.getByRole('combobox', { name: 'Cỡ' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Tất cả', 'Nhỏ', 'Vừa']);
    await user.click(screen.getByRole('option', { name: 'Vừa' }));
    expect(onChange).toHaveBeenLastCalledWith('M');

    await user.click(screen.getByRole('combobox', { name: 'Cỡ' }));
    await user.click(screen.getByRole('option', { name: 'Tất cả' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('reads "Tất cả" when unfiltered only where asked to', () => {
    const { unmount } = render(
      <SelectFilter
        label="Cỡ"
        options={SIZES}
        optionLabels={SIZE_LABELS}
        value={undefined}
        onChange={vi.fn()}
        showAll
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Cỡ' }).textContent).toBe('Tất cả');
    unmount();
    render(<SelectFilter label="Cỡ" options={SIZES} optionLabels={SIZE_LABELS} value={undefined} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Cỡ' }).textContent).not.toBe('Tất cả');
  });
});
