import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HoverTooltip } from './hover-tooltip';

function Header({ onClick = () => undefined }: { onClick?: () => void }) {
  return (
    <HoverTooltip title="Cài đặt giao diện">
      <button type="button" aria-label="Cài đặt" onClick={onClick}>
        ⚙
      </button>
    </HoverTooltip>
  );
}

describe('HoverTooltip', () => {
  it('shows the tooltip on the first mouse hover, once it has loaded, describes the button with it, and hides it on leaving', async () => {
    render(<Header />);
    const button = screen.getByRole('button', { name: 'Cài đặt' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(button);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Cài đặt giao diện');
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id);
    await userEvent.unhover(button);
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the same button (and its click and focus) when the tooltip arrives', async () => {
    const onClick = vi.fn();
    render(<Header onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Cài đặt' });
    await userEvent.hover(button);
    await screen.findByRole('tooltip');
    expect(screen.getByRole('button', { name: 'Cài đặt' })).toBe(button);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows it when the keyboard focuses the button, and the focus stays there', async () => {
    render(<Header />);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Cài đặt' });
    expect((await screen.findByRole('tooltip')).textContent).toBe('Cài đặt giao diện');
    expect(document.activeElement).toBe(button);
  });
});
