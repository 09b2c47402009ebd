import Pagination from '@mui/material/Pagination';
import { getContrastRatio, useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme';
import { ModeToggle } from './mode-toggle';
import { PRESET_NAMES } from './presets';
import { SettingsButton } from './settings-button';
import { ThemeSettingsProvider } from './theme-settings';

function ThemeProbe() {
  const theme = useTheme();
  return <output data-testid="probe">{`${theme.palette.mode} ${theme.palette.brand}`}</output>;
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

describe('the palette reads for everyone (WCAG AA, 4.5:1 for text)', () => {
  it.each(PRESET_NAMES.flatMap((preset) => (['light', 'dark'] as const).map((mode) => [preset, mode] as const)))(
    '%s, %s: coloured text on the page and on cards, button text on the colour',
    (preset, mode) => {
      const { palette } = createAppTheme({ mode, preset });
      const surfaces = [palette.background.default, palette.background.paper];
      for (const colour of [palette.primary, palette.success, palette.info, palette.warning, palette.error]) {
        for (const surface of surfaces) expect(getContrastRatio(colour.main, surface)).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(4.5);
      }
      for (const surface of surfaces)
        expect(getContrastRatio(palette.text.secondary, surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps the preset itself as the brand colour', () => {
    expect(createAppTheme({ mode: 'light', preset: 'blue' }).palette.brand).toBe('#2970FF');
    expect(createAppTheme({ mode: 'dark', preset: 'blue' }).palette.brand).toBe('#2970FF');
  });

  it('speaks Vietnamese in MUI’s own labels (pagination)', () => {
    render(
      <ThemeSettingsProvider>
        <Pagination count={3} page={1} />
      </ThemeSettingsProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Thanh điều khiển trang' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tới trang tiếp theo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tới trang 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Go to/ })).toBeNull();
  });
});
