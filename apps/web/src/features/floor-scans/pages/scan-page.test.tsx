import type { ScanResult } from '@tsa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, type FakeRequest } from '@/test/fake-api';
import { fakeApiAs, personOf } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 30_000 });

/** jsdom has no camera: `navigator.mediaDevices` for one test. */
function stubMediaDevices(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

const RACKS = [
  { code: 'K-A1', name: 'Kệ A1', active: true },
  { code: 'K-OLD', name: 'Kệ cũ', active: false },
];

function resultOf(request: FakeRequest, warning: ScanResult['warning'] = null): ScanResult {
  const body = request.body as { code: string; stage: ScanResult['scan']['stage']; rackCode?: string | null };
  return {
    scan: {
      id: '1',
      stage: body.stage,
      rackCode: body.rackCode ?? null,
      scannedBy: { id: 's', name: 'Bình', role: 'STAFF' },
      scannedAt: new Date().toISOString(),
      warning: warning?.message ?? null,
    },
    bag: {
      orderId: 'o1',
      code: body.code,
      status: 'WASHING',
      studentName: 'Nguyễn Văn An',
      room: 'A1 · 101',
      lastScanStage: body.stage,
      rackCode: body.rackCode ?? null,
    },
    warning,
  };
}

/** The phone's camera in jsdom: a stream that plays, and a `BarcodeDetector` that reads `codes` one by one. */
function fakeCamera(codes: string[]) {
  const stop = vi.fn();
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);
  stubMediaDevices(getUserMedia);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const queue = [...codes];
  class FakeBarcodeDetector {
    static getSupportedFormats = async () => ['qr_code', 'ean_13'];
    async detect() {
      const next = queue.shift();
      return next ? [{ rawValue: next }] : [];
    }
  }
  vi.stubGlobal('BarcodeDetector', FakeBarcodeDetector);
  return { getUserMedia, stop };
}

describe('staff scan screen', () => {
  it('reads a bag’s QR with the camera (BarcodeDetector) and records it at the chosen stage', async () => {
    const camera = fakeCamera(['TSA-251206-0007']);
    const api = fakeApiAs(personOf('STAFF'), {
      'GET /racks': () => RACKS,
      'POST /scans': (request) => reply(201, resultOf(request)),
    });
    const user = userEvent.setup();
    renderApp('/staff/scan');
    await screen.findByRole('heading', { name: 'Quét túi đồ' });
    await user.click(screen.getByRole('button', { name: 'Đang giặt' }));
    expect(screen.getByRole('button', { name: 'Đang giặt' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Bật camera để quét' }));

    const banner = await screen.findByTestId('scan-banner');
    await waitFor(() => expect(banner.textContent).toContain('Đã ghi nhận: Đang giặt'));
    expect(banner.textContent).toContain('TSA-251206-0007 · Nguyễn Văn An');
    expect(api.calls('POST', '/scans')[0]!.body).toEqual({ code: 'TSA-251206-0007', stage: 'WASHING', rackCode: null });
    expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });

    await user.click(screen.getByRole('button', { name: 'Tắt camera' }));
    await waitFor(() => expect(camera.stop).toHaveBeenCalled());
  });

  it('takes a typed code, shows the server’s warning, and asks for a rack at "Lên kệ" (scanned or picked)', async () => {
    fakeCamera(['K-A1', 'TSA-251206-0008']);
    const api = fakeApiAs(personOf('STAFF'), {
      'GET /racks': () => RACKS,
      'POST /scans': (request) =>
        reply(
          201,
          resultOf(request, {
            kind: 'REPEATED',
            message: 'Túi này đã được quét ở khâu "Đang sấy" rồi',
          }),
        ),
    });
    const user = userEvent.setup();
    renderApp('/staff/scan');
    await user.click(await screen.findByRole('button', { name: 'Đang sấy' }));
    const field = screen.getByRole('textbox', { name: 'Mã túi' });
    await user.click(screen.getByRole('button', { name: 'Ghi nhận đang sấy' }));
    expect(await screen.findByText('Vui lòng nhập mã túi')).toBeTruthy();
    await user.type(field, 'tsa-251206-0008');
    await user.click(screen.getByRole('button', { name: 'Ghi nhận đang sấy' }));
    const banner = await screen.findByTestId('scan-banner');
    await waitFor(() => expect(banner.textContent).toContain('Đã ghi nhận, nhưng cần kiểm tra: Đang sấy'));
    expect(banner.textContent).toContain('đã được quét ở khâu "Đang sấy" rồi');
    expect((field as HTMLInputElement).value).toBe('');

    // Lên kệ: the rack's QR first, then the bag's.
    await user.click(screen.getByRole('button', { name: 'Lên kệ' }));
    await user.click(screen.getByRole('button', { name: 'Bật camera để quét' }));
    await waitFor(() => expect(api.calls('POST', '/scans')).toHaveLength(2));
    expect(api.calls('POST', '/scans')[1]!.body).toEqual({
      code: 'TSA-251206-0008',
      stage: 'SHELVED',
      rackCode: 'K-A1',
    });
  });

  it('without a rack refuses to send a shelving, and shows the server’s refusal keeping the code', async () => {
    fakeApiAs(personOf('STAFF'), {
      'GET /racks': () => RACKS,
      'POST /scans': () =>
        reply(404, { statusCode: 404, code: 'scans/unknown-bag', message: 'Mã túi không khớp đơn hàng nào' }),
    });
    const user = userEvent.setup();
    renderApp('/staff/scan');
    await user.click(await screen.findByRole('button', { name: 'Lên kệ' }));
    const field = screen.getByRole('textbox', { name: 'Mã túi' });
    await user.type(field, 'TSA-251206-0009{Enter}');
    expect((await screen.findByTestId('scan-banner')).textContent).toContain('Vui lòng quét mã kệ hoặc chọn kệ');

    await user.click(screen.getByRole('button', { name: 'Đã cân' }));
    await user.click(screen.getByRole('button', { name: 'Ghi nhận đã cân' }));
    const banner = await screen.findByTestId('scan-banner');
    await waitFor(() => expect(banner.textContent).toContain('Mã túi không khớp đơn hàng nào'));
    expect(within(banner).getByText('Không ghi nhận được TSA-251206-0009')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('TSA-251206-0009');
  });

  it('offline, says the scan was not sent and keeps the typed code', async () => {
    const api = fakeApiAs(personOf('STAFF'), { 'GET /racks': () => RACKS });
    const user = userEvent.setup();
    renderApp('/staff/scan');
    const field = await screen.findByRole('textbox', { name: 'Mã túi' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.type(field, 'TSA-251206-0010{Enter}');
    const banner = await screen.findByTestId('scan-banner');
    expect(banner.textContent).toContain('Lần quét này CHƯA được ghi nhận');
    expect((field as HTMLInputElement).value).toBe('TSA-251206-0010');
    expect(api.calls('POST', '/scans')).toHaveLength(0);
  });

  it('with the camera refused, says so and leaves the typed code', async () => {
    fakeApiAs(personOf('STAFF'), { 'GET /racks': () => RACKS });
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    stubMediaDevices(getUserMedia);
    const user = userEvent.setup();
    renderApp('/staff/scan');
    await user.click(await screen.findByRole('button', { name: 'Bật camera để quét' }));
    expect(await screen.findByText(/Không dùng được camera/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Mã túi' })).toBeTruthy();
  });
});
