import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply, signInAsAdmin } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

describe('/dashboard/floor: garment kinds and floor settings', () => {
  it('adds a kind, refuses a taken name with the server’s words, switches a kind off and saves the settings', async () => {
    signInAsAdmin();
    const kinds = [
      { id: 'k1', name: 'Áo', position: 0, active: true },
      { id: 'k2', name: 'Quần', position: 1, active: true },
    ];
    const api = fakeApi({
      'GET /garment-kinds': () => kinds,
      'POST /garment-kinds': ({ body }) => {
        const { name } = body as { name: string };
        if (name.toLowerCase() === 'áo')
          return reply(409, {
            statusCode: 409,
            code: 'floor/garment-kind-taken',
            message: 'Loại đồ này đã có trong danh sách',
            fields: { name: 'Loại đồ này đã có trong danh sách' },
          });
        const made = { id: 'k3', name, position: 2, active: true };
        kinds.push(made);
        return reply(201, made);
      },
      'PATCH /garment-kinds/:id': ({ params, body }) => ({
        ...kinds.find((k) => k.id === params.id)!,
        ...(body as object),
      }),
      'GET /floor-settings': () => ({ reminderTime: '20:00', proofAnswerHours: 48 }),
      'PUT /floor-settings': ({ body }) => body,
    });
    renderApp('/dashboard/floor');
    expect(await screen.findByRole('heading', { name: 'Vận hành' })).toBeTruthy();
    const add = await screen.findByRole('textbox', { name: 'Loại đồ mới' });
    await userEvent.type(add, 'áo');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm' }));
    expect(await screen.findByText('Loại đồ này đã có trong danh sách')).toBeTruthy();
    await userEvent.clear(add);
    await userEvent.type(add, 'Chăn');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm' }));
    await waitFor(() => expect(api.calls('POST', '/garment-kinds').at(-1)?.body).toEqual({ name: 'Chăn' }));

    await userEvent.click(screen.getByRole('switch', { name: 'Quần đang dùng' }));
    await waitFor(() => expect(api.calls('PATCH', '/garment-kinds/k2')[0]?.body).toEqual({ active: false }));

    const time = await screen.findByRole('textbox', { name: 'Giờ nhắc lịch lấy đồ ngày mai' });
    await userEvent.clear(time);
    await userEvent.type(time, '25:00');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Giờ nhắc có dạng HH:MM, ví dụ 20:00')).toBeTruthy();
    expect(api.calls('PUT', '/floor-settings')).toHaveLength(0);
    await userEvent.clear(time);
    await userEvent.type(time, '19:30');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(api.calls('PUT', '/floor-settings')[0]?.body).toEqual({ reminderTime: '19:30', proofAnswerHours: 48 }),
    );
  });
});
