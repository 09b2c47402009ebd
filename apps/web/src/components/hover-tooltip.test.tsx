import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HoverTooltip } from './hover-tooltip';

function Header() {
  return (
    <HoverTooltip title="Cài đặt giao diện" describeChild>
      <button type="button" aria-label="Cài đặt">
        ⚙
      </button>
    </HoverTooltip>
  );
}

describe('HoverTooltip', () => {
  it('shows the tooltip on the first mouse hover, once it has loaded, and hides it on leaving', async () => {
    render(<Header />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(screen.getByRole('button', { name: 'Cài đặt' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Cài đặt giao diện');
    await userEvent.unhover(screen.getByRole('button', { name: 'Cài đặt' }));
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows it when the keyboard focuses the button', async () => {
    render(<Header />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cài đặt' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Cài đặt giao diện');
  });
});
