import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enqueueSnackbar } from '@/lib/snackbar';
import { AppSnackbarProvider } from './snackbar-provider';
import { ThemeSettingsProvider } from './theme/theme-settings';

// The host's code is a chunk of its own: offline, before any message was shown, it cannot come.
const network = vi.hoisted(() => ({ up: false, fetches: 0 }));
vi.mock('./snackbar-host', async (importOriginal) => {
  network.fetches += 1;
  if (!network.up) throw new TypeError('Failed to fetch dynamically imported module: /assets/snackbar-host.js');
  return importOriginal();
});

afterEach(() => {
  network.up = false;
  network.fetches = 0;
});

describe('a message asked for without a network', () => {
  it('keeps the page and shows the message once the network is back', async () => {
    const user = userEvent.setup();
    render(
      <ThemeSettingsProvider>
        <AppSnackbarProvider>
          <button type="button" onClick={() => enqueueSnackbar('Đã cập nhật')}>
            Lưu
          </button>
        </AppSnackbarProvider>
      </ThemeSettingsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await vi.waitFor(() => expect(network.fetches).toBe(1));
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Lưu' })).toBeTruthy();
    expect(screen.queryByText('Đã cập nhật')).toBeNull();

    network.up = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Đã cập nhật')).toBeTruthy();
  });
});
