import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

function serveServices(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('landing page', () => {
  it('shows the live price list', async () => {
    serveServices(200, [
      { id: 's1', name: 'Giặt sấy gấp theo kg', description: 'Giặt, sấy và gấp gọn', unit: 'KG', unitLabel: 'kg', unitPrice: 15000, minQuantity: 3, active: true, sortOrder: 1 },
      { id: 's2', name: 'Giặt giày', description: '', unit: 'ITEM', unitLabel: 'đôi', unitPrice: 40000, minQuantity: 1, active: true, sortOrder: 2 },
      { id: 's3', name: 'Dịch vụ cũ', description: '', unit: 'ITEM', unitLabel: 'cái', unitPrice: 1000, minQuantity: 1, active: false, sortOrder: 3 },
    ]);
    renderApp('/landing');
    expect(await screen.findByRole('heading', { level: 1, name: /Giặt sấy tận phòng/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Giặt sấy gấp theo kg' })).toBeTruthy();
    expect(screen.getByText('15.000 ₫')).toBeTruthy();
    expect(screen.getByText('Tối thiểu 3 kg')).toBeTruthy();
    expect(screen.getByText('/ đôi')).toBeTruthy();
    expect(screen.queryByText('Dịch vụ cũ')).toBeNull();
    expect(screen.getAllByRole('link', { name: /Đăng ký/ })[0]!.getAttribute('href')).toBe('/auth/register');
  });

  it('explains kindly when the price list cannot be loaded', async () => {
    serveServices(404, { statusCode: 404, code: 'request/not-found', message: 'Không tìm thấy đường dẫn yêu cầu' });
    renderApp('/landing');
    expect(await screen.findByText(/Bảng giá đang được cập nhật/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});
