import { getContrastRatio } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enqueueSnackbar } from '@/lib/snackbar';
import { AppSnackbarProvider } from './snackbar-provider';
import { ThemeSettingsProvider } from './theme/theme-settings';
import { MODE_STORAGE_KEY } from './theme/theme-storage';

const CASES = (['light', 'dark'] as const).flatMap((mode) =>
  (['success', 'error', 'warning', 'info'] as const).map((variant) => [variant, mode] as const),
);

describe('the coloured snackbars', () => {
  it.each(CASES)('%s reads at WCAG AA (4.5:1) in the %s mode', async (variant, mode) => {
    localStorage.setItem(MODE_STORAGE_KEY, mode);
    render(
      <ThemeSettingsProvider>
        <AppSnackbarProvider>
          <span />
        </AppSnackbarProvider>
      </ThemeSettingsProvider>,
    );
    enqueueSnackbar('Đã lưu thay đổi', { variant });
    const content = (await screen.findByText('Đã lưu thay đổi')).closest(`.notistack-MuiContent-${variant}`);
    const { color, backgroundColor } = getComputedStyle(content!);
    expect(getContrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });
});
