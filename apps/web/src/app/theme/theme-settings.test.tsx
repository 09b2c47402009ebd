import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModeToggle } from './mode-toggle';
import { SettingsButton } from './settings-button';
import { ThemeSettingsProvider } from './theme-settings';

function ThemeProbe() {
  const theme = useTheme();
  return <output data-testid="probe">{`${theme.palette.mode} ${theme.palette.primary.main}`}</output>;
}

function renderSettings() {
  return render(
    <ThemeSettingsProvider>
      <ModeToggle />
      <SettingsButton />
      <ThemeProbe />
    </ThemeSettingsProvider>,
  );
}

describe('theme settings', () => {
  it('defaults to light mode and the blue preset', () => {
    renderSettings();
    expect(screen.getByTestId('probe').textContent).toBe('light #2970FF');
  });

  it('persists mode and preset to localStorage and restores them', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSettings();

    await user.click(screen.getByRole('button', { name: 'Chuyển chế độ sáng/tối' }));
    expect(localStorage.getItem('mui-mode')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Cài đặt giao diện' }));
    await user.click(await screen.findByRole('button', { name: 'Xanh lá' }));
    expect(localStorage.getItem('tsa-preset')).toBe('green');
    expect(screen.getByRole('button', { name: 'Xanh lá' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('probe').textContent).toBe('dark #16B364');
    expect(document.documentElement.dataset.tsaMode).toBe('dark');
    unmount();

    renderSettings();
    expect(screen.getByTestId('probe').textContent).toBe('dark #16B364');
  });

  it('switches mode from the drawer and can reset to the defaults', async () => {
    const user = userEvent.setup();
    localStorage.setItem('mui-mode', 'dark');
    localStorage.setItem('tsa-preset', 'purple');
    renderSettings();
    expect(screen.getByTestId('probe').textContent).toBe('dark #9E77ED');

    await user.click(screen.getByRole('button', { name: 'Cài đặt giao diện' }));
    await user.click(await screen.findByRole('button', { name: 'Sáng' }));
    expect(localStorage.getItem('mui-mode')).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Khôi phục mặc định' }));
    expect(screen.getByTestId('probe').textContent).toBe('light #2970FF');
    expect(localStorage.getItem('tsa-preset')).toBe('blue');
  });

  it('ignores an unknown stored preset', () => {
    localStorage.setItem('tsa-preset', 'hồng');
    renderSettings();
    expect(screen.getByTestId('probe').textContent).toBe('light #2970FF');
  });
});
