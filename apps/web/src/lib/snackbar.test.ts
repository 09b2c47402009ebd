import { describe, expect, it, vi } from 'vitest';

describe('messages sent before notistack has loaded', () => {
  it('wait in order, ask for notistack once, and skip the ones closed meanwhile', async () => {
    // The web project shares modules between files (vitest.config.ts): a fresh copy has never
    // met a notistack, as on a page's first load.
    vi.resetModules();
    const { attachNotistack, closeSnackbar, enqueueSnackbar, onSnackbarRequested, snackbarRequested } =
      await import('./snackbar');
    const requested = vi.fn();
    onSnackbarRequested(requested);
    expect(snackbarRequested()).toBe(false);

    enqueueSnackbar('Đã lưu');
    const sending = enqueueSnackbar('Đang gửi…', { persist: true });
    enqueueSnackbar('Đã gửi', { variant: 'success' });
    closeSnackbar(sending);
    expect(requested).toHaveBeenCalledTimes(1);
    expect(snackbarRequested()).toBe(true);

    const notistack = {
      enqueueSnackbar: vi.fn((_message: unknown, options?: { key?: string | number }) => options?.key ?? 'k'),
      closeSnackbar: vi.fn(),
    };
    const detach = attachNotistack(notistack);
    expect(notistack.enqueueSnackbar.mock.calls.map(([message]) => message)).toEqual(['Đã lưu', 'Đã gửi']);
    expect(notistack.enqueueSnackbar.mock.calls[1]![1]).toMatchObject({ variant: 'success' });

    // Once attached, calls go straight through.
    enqueueSnackbar('Có phiên bản mới', { key: 'update' });
    closeSnackbar('update');
    expect(notistack.enqueueSnackbar).toHaveBeenLastCalledWith('Có phiên bản mới', { key: 'update' });
    expect(notistack.closeSnackbar).toHaveBeenCalledWith('update');

    // A provider that unmounts (tests, a remount) leaves later messages waiting for the next one.
    detach();
    enqueueSnackbar('Sau khi gỡ');
    expect(notistack.enqueueSnackbar).toHaveBeenCalledTimes(3);
  });
});
