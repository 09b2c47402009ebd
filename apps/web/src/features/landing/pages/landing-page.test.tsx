import { act, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply, type FakeHandler } from '@/test/fake-api';
import { CATALOGUE, SERVICES } from '@/test/order-fixtures';
import { createTestQueryClient, renderApp } from '@/test/render-app';

const NOT_FOUND = reply(404, {
  statusCode: 404,
  code: 'request/not-found',
  message: 'Không tìm thấy đường dẫn yêu cầu',
});
const NOT_ENOUGH_YET = { ordersCompleted: null, averageTurnaroundHours: null, studentsServed: null };

function serve({
  services = () => CATALOGUE,
  figures = () => NOT_ENOUGH_YET,
}: { services?: FakeHandler; figures?: FakeHandler } = {}) {
  return fakeApi({ 'GET /services': services, 'GET /stats/public': figures });
}

const figuresStrip = () => screen.queryByRole('region', { name: 'TSA qua những con số' });

/**
 * Waits until the page has drawn its answer about the figures, so their absence means something:
 * the answer is in once nothing is fetching, and drawn once the query has told its observers,
 * which it does on the next task.
 */
async function afterFiguresAnswer(api: ReturnType<typeof serve>, client: QueryClient) {
  await waitFor(() => expect(api.calls('GET', '/stats/public')).toHaveLength(1));
  await waitFor(() => expect(client.isFetching()).toBe(0));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('landing page', () => {
  it('shows the live price list', async () => {
    serve();
    renderApp('/landing');
    expect(await screen.findByRole('heading', { level: 1, name: /Giặt sấy tận phòng/ })).toBeTruthy();
    const prices = screen.getByRole('region', { name: 'Giá minh bạch, tính theo kg hoặc theo món' });
    expect(await within(prices).findByRole('heading', { name: 'Giặt sấy gấp theo kg' })).toBeTruthy();
    expect(within(prices).getByText('15.000 ₫')).toBeTruthy();
    expect(within(prices).getByText('Tối thiểu 3 kg')).toBeTruthy();
    expect(within(prices).getByText('/ đôi')).toBeTruthy();
    expect(screen.queryByText('Giặt rèm')).toBeNull();
    expect(screen.getAllByRole('link', { name: /Đăng ký/ })[0]!.getAttribute('href')).toBe('/auth/register');
  });

  it('prices the example order from the live catalogue and states the return promise', async () => {
    serve({ services: () => [{ ...SERVICES[0], unitPrice: 17000 }, SERVICES[1]] });
    renderApp('/landing');
    const example = await screen.findByLabelText('Ví dụ một đơn giặt đang xử lý');
    // 3,2 kg at 17.000 ₫ a kg.
    expect(await within(example).findByText('54.400 ₫')).toBeTruthy();
    expect(within(example).getByText('Giặt sấy gấp theo kg · 3,2 kg')).toBeTruthy();
    expect(screen.getByText(/giao tận phòng trong vòng 48 giờ sau khung giờ lấy đồ/)).toBeTruthy();
    expect(screen.getByText('Lấy đồ theo 4 khung giờ mỗi ngày')).toBeTruthy();
  });

  it('explains kindly when the price list cannot be loaded, and shows no made-up price', async () => {
    serve({ services: () => NOT_FOUND });
    renderApp('/landing');
    expect(await screen.findByText(/Bảng giá đang được cập nhật/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
    expect(within(screen.getByLabelText('Ví dụ một đơn giặt đang xử lý')).queryByText(/₫/)).toBeNull();
  });

  it("shows the service's real figures, formatted in vi-VN", async () => {
    serve({ figures: () => ({ ordersCompleted: 1234, averageTurnaroundHours: 31.5, studentsServed: 587 }) });
    renderApp('/landing');
    const strip = await screen.findByRole('region', { name: 'TSA qua những con số' });
    const figures = within(strip)
      .getAllByRole('listitem')
      .map((item) =>
        [...item.querySelectorAll('p')].map((line) => line.textContent!.replace(/\s+/g, ' ').trim()).join(' '),
      );
    expect(figures).toEqual(['Đã hoàn thành 1.234 đơn', 'Trả đồ trung bình sau 31,5 giờ', 'Đã phục vụ 587 sinh viên']);
    expect(within(strip).getByText(/90 ngày gần nhất/)).toBeTruthy();
  });

  it('leaves the figures out while there are not enough orders yet', async () => {
    const api = serve();
    const client = createTestQueryClient();
    renderApp('/landing', client);
    await screen.findByRole('heading', { name: 'Giặt sấy gấp theo kg' });
    await afterFiguresAnswer(api, client);
    expect(figuresStrip()).toBeNull();
  });

  it('leaves the figures out, without an error, when the server cannot give them', async () => {
    const api = serve({
      figures: () => reply(500, { statusCode: 500, code: 'server/internal', message: 'Lỗi máy chủ' }),
    });
    const client = createTestQueryClient();
    renderApp('/landing', client);
    await screen.findByRole('heading', { name: 'Giặt sấy gấp theo kg' });
    await afterFiguresAnswer(api, client);
    expect(figuresStrip()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Lỗi máy chủ')).toBeNull();
  });
});
