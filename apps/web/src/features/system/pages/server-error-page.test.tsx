import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/render-app';
import { ServerErrorPage } from './server-error-page';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A screen whose code cannot be fetched, as the browser reports a failed dynamic import. */
function openScreenWithoutItsCode() {
  const router = createMemoryRouter(
    [
      {
        path: '/staff',
        errorElement: <ServerErrorPage />,
        hydrateFallbackElement: <p>Đang tải…</p>,
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/staff-home.js')),
      },
    ],
    { initialEntries: ['/staff'] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('a screen whose code could not be fetched', () => {
  it('says there is no network, not that a new version is out, and reloads itself when the signal returns', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });

    openScreenWithoutItsCode();
    await screen.findByRole('heading', { level: 1, name: 'Không có mạng' });
    expect(screen.queryByText('Đã có phiên bản mới')).toBeNull();
    expect(screen.getByText(/Trang sẽ tự mở lại khi có mạng trở lại/)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();

    online = true;
    // The page may still be subscribing when the event fires (the router renders it outside
    // act); it reads the network again as it subscribes, so the reload comes either way.
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('online, says a new version is out', async () => {
    openScreenWithoutItsCode();
    await screen.findByRole('heading', { level: 1, name: 'Đã có phiên bản mới' });
  });
});
