import { hcmDateOf } from '@tsa/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApiAs, fixtureTask, pageOf, personOf } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 30_000 });
// Whole pages through MUI in jsdom: give slow CI machines time before a wait gives up.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function serve(initial = [fixtureTask()]) {
  let tasks = initial;
  const api = fakeApiAs(personOf('STAFF'), {
    'GET /deliveries': () => pageOf(tasks),
    'PATCH /deliveries/:id/status': ({ params, body }) => {
      const change = body as { status: 'IN_PROGRESS' | 'DONE' | 'FAILED'; reason?: string };
      tasks = tasks.map((task) =>
        task.id === params.id ? { ...task, status: change.status, reason: change.reason ?? null } : task,
      );
      return tasks.find((task) => task.id === params.id);
    },
    'GET /orders': () => pageOf([]),
  });
  return api;
}

async function openTask() {
  renderApp('/staff/delivery');
  await screen.findByRole('heading', { level: 1, name: 'Giao nhận' });
  return screen.findByRole('listitem', { name: 'Lấy đồ TSA-251121-0001' });
}

describe('staff tasks', () => {
  it("asks for today's tasks and shows what is needed at the door", async () => {
    const api = serve();
    const card = await openTask();
    expect(api.calls('GET', '/deliveries')[0]!.query.get('date')).toBe(hcmDateOf(new Date()));
    expect(within(card).getByRole('heading', { name: 'KTX Khu A · Tòa A1 · Phòng 101' })).toBeTruthy();
    expect(within(card).getByText('Nguyễn Văn An')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Gọi Nguyễn Văn An/ })
        .getAttribute('href'),
    ).toBe('tel:0912345678');
    expect(within(card).getByText('Gọi trước khi lên phòng')).toBeTruthy();
    expect(within(card).getAllByText('19:00–21:00').length).toBeGreaterThan(0);
  });

  it('starts, then completes a task', async () => {
    const api = serve();
    const user = userEvent.setup();
    const card = await openTask();
    await user.click(within(card).getByRole('button', { name: 'Bắt đầu' }));
    await waitFor(() =>
      expect(api.calls('PATCH', '/deliveries/50000000-0000-4000-8000-000000000001/status')).toHaveLength(1),
    );
    expect(api.calls('PATCH', '/deliveries/50000000-0000-4000-8000-000000000001/status')[0]!.body).toEqual({
      status: 'IN_PROGRESS',
    });
    expect(await screen.findByText('Đã cập nhật')).toBeTruthy();

    // "Hoàn thành" appears where "Bắt đầu" was: it asks once before the step that cannot be undone.
    await user.click(await within(card).findByRole('button', { name: 'Hoàn thành' }));
    const ask = await screen.findByRole('dialog', { name: 'Đã lấy đồ đơn TSA-251121-0001?' });
    expect(within(ask).getByText(/Bước này không hoàn tác được/)).toBeTruthy();
    expect(api.calls('PATCH', '/deliveries/50000000-0000-4000-8000-000000000001/status')).toHaveLength(1);
    const confirm = within(ask).getByRole('button', { name: 'Đã lấy đồ' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    await user.click(confirm);
    await waitFor(() =>
      expect(api.calls('PATCH', '/deliveries/50000000-0000-4000-8000-000000000001/status')).toHaveLength(2),
    );
    expect(api.calls('PATCH', '/deliveries/50000000-0000-4000-8000-000000000001/status')[1]!.body).toEqual({
      status: 'DONE',
    });
    expect(await within(card).findByText(/^Hoàn thành/, { selector: '.MuiAlert-message' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Không thành công' })).toBeNull();
  });

  it('a double tap on "Bắt đầu" never completes the pickup: the second tap only opens a question', async () => {
    const api = serve();
    const card = await openTask();
    const url = '/deliveries/50000000-0000-4000-8000-000000000001/status';
    fireEvent.click(within(card).getByRole('button', { name: 'Bắt đầu' }));
    // The same spot, tapped again as soon as "Hoàn thành" is there, then once more.
    fireEvent.click(await within(card).findByRole('button', { name: 'Hoàn thành' }));
    const ask = await screen.findByRole('dialog', { name: 'Đã lấy đồ đơn TSA-251121-0001?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Đã lấy đồ' }));
    expect(api.calls('PATCH', url).map((call) => call.body)).toEqual([{ status: 'IN_PROGRESS' }]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Quay lại' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('PATCH', url)).toHaveLength(1);
  });

  it('asks at a cash drop-off only for what a short transfer left due, and sends what was collected', async () => {
    const base = fixtureTask();
    const dropoff = fixtureTask({
      type: 'DROPOFF',
      status: 'IN_PROGRESS',
      order: { ...base.order, status: 'DELIVERING', finalTotal: 60000, due: 10000 },
    });
    const api = serve([dropoff]);
    const user = userEvent.setup();
    renderApp('/staff/delivery');
    const card = await screen.findByRole('listitem', { name: 'Giao đồ TSA-251121-0001' });
    await user.click(within(card).getByRole('button', { name: 'Hoàn thành' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đã thu 10.000 ₫?' });
    // A phone opens its number pad for the amount.
    expect(within(dialog).getByRole('textbox', { name: 'Số tiền đã thu (₫)' }).getAttribute('inputmode')).toBe(
      'numeric',
    );
    // A short amount says what is missing, and cannot be recorded.
    const amount = within(dialog).getByRole('textbox', { name: 'Số tiền đã thu (₫)' });
    await user.clear(amount);
    await user.type(amount, '5.000');
    expect(within(dialog).getByText(/^Còn thiếu 5\.000 ₫: cần thu đủ 10\.000 ₫/)).toBeTruthy();
    const collected = within(dialog).getByRole('button', { name: 'Đã thu 10.000 ₫' }) as HTMLButtonElement;
    expect(collected.disabled).toBe(true);
    // A 50.000 note: the change to give back, and the amount due is what is recorded.
    await user.clear(amount);
    await user.type(amount, '50.000');
    expect(within(dialog).getByText('Trả lại tiền thừa 40.000 ₫. Ghi nhận thu 10.000 ₫')).toBeTruthy();
    await waitFor(() => expect(collected.disabled).toBe(false));
    await user.click(collected);
    await waitFor(() => expect(api.calls('PATCH', `/deliveries/${dropoff.id}/status`)).toHaveLength(1));
    expect(api.calls('PATCH', `/deliveries/${dropoff.id}/status`)[0]!.body).toEqual({
      status: 'DONE',
      cashCollected: 10000,
    });
  });

  it('fails a task only with a reason', async () => {
    const api = serve();
    const user = userEvent.setup();
    const card = await openTask();
    await user.click(within(card).getByRole('button', { name: 'Không thành công' }));
    const dialog = await screen.findByRole('dialog', { name: 'Không thành công: TSA-251121-0001' });
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận không thành công' }));
    expect(within(dialog).getByText('Vui lòng nhập lý do thất bại')).toBeTruthy();
    expect(api.calls('PATCH', '/deliveries/50000000-0000-4000-8000-000000000001/status')).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: /Lý do/ }));
    await user.paste('x'.repeat(251));
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận không thành công' }));
    expect(within(dialog).getByText('Lý do tối đa 250 ký tự')).toBeTruthy();
    expect(api.calls('PATCH', '/deliveries/50000000-0000-4000-8000-000000000001/status')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: /Lý do/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Sinh viên vắng phòng' }));
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận không thành công' }));
    await waitFor(() =>
      expect(api.calls('PATCH', '/deliveries/50000000-0000-4000-8000-000000000001/status')).toHaveLength(1),
    );
    expect(api.calls('PATCH', '/deliveries/50000000-0000-4000-8000-000000000001/status')[0]!.body).toEqual({
      status: 'FAILED',
      reason: 'Sinh viên vắng phòng',
    });
    expect(await within(card).findByText(/Không thành công.*Sinh viên vắng phòng/)).toBeTruthy();
  });

  it('keeps a typed failure reason when the staff member taps beside the dialog', async () => {
    serve();
    const user = userEvent.setup();
    const card = await openTask();
    const backdrop = (dialog: HTMLElement) => dialog.closest('.MuiDialog-root')!.querySelector('.MuiBackdrop-root')!;
    // Nothing typed yet: a tap beside it closes the dialog.
    await user.click(within(card).getByRole('button', { name: 'Không thành công' }));
    fireEvent.click(backdrop(await screen.findByRole('dialog', { name: 'Không thành công: TSA-251121-0001' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(card).getByRole('button', { name: 'Không thành công' }));
    const dialog = await screen.findByRole('dialog', { name: 'Không thành công: TSA-251121-0001' });
    await user.type(within(dialog).getByRole('textbox', { name: /Lý do/ }), 'Gọi 3 lần không nghe máy');
    fireEvent.click(backdrop(dialog));
    expect(screen.getByRole('dialog', { name: 'Không thành công: TSA-251121-0001' })).toBe(dialog);
    expect((within(dialog).getByRole('textbox', { name: /Lý do/ }) as HTMLTextAreaElement).value).toBe(
      'Gọi 3 lần không nghe máy',
    );
  });

  it('moves between days', async () => {
    const api = serve([]);
    const user = userEvent.setup();
    renderApp('/staff/delivery');
    expect(await screen.findByText('Không có nhiệm vụ nào trong ngày này')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ngày sau' }));
    expect(await screen.findByText('Ngày mai')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls('GET', '/deliveries').at(-1)!.query.get('date')).not.toBe(hcmDateOf(new Date())),
    );
    await user.click(screen.getByRole('button', { name: 'Hôm nay' }));
    await waitFor(() => expect(api.calls('GET', '/deliveries').at(-1)!.query.get('date')).toBe(hcmDateOf(new Date())));
  });

  it('asks before starting a pickup of today whose window has not opened yet', async () => {
    // 08:00 in Ho Chi Minh City on the task's day; only the clock is faked, timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-21T01:00:00.000Z'));
    const api = serve([fixtureTask({ slot: '19-21' })]);
    const user = userEvent.setup();
    const card = await openTask();
    await user.click(within(card).getByRole('button', { name: 'Bắt đầu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chưa đến giờ lấy đồ' });
    expect(within(dialog).getByText(/hẹn lấy đồ trong khung 19:00–21:00 hôm nay/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Để sau' }));
    expect(api.calls('PATCH', '/deliveries/50000000-0000-4000-8000-000000000001/status')).toHaveLength(0);
    // The page is inert until the dialog has gone.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chưa đến giờ lấy đồ' })).toBeNull());

    await user.click(await within(card).findByRole('button', { name: 'Bắt đầu' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Chưa đến giờ lấy đồ' })).getByRole('button', {
        name: 'Vẫn bắt đầu',
      }),
    );
    await waitFor(() =>
      expect(api.calls('PATCH', '/deliveries/50000000-0000-4000-8000-000000000001/status')).toHaveLength(1),
    );
    expect(api.calls('PATCH', '/deliveries/50000000-0000-4000-8000-000000000001/status')[0]!.body).toEqual({
      status: 'IN_PROGRESS',
    });
  });

  it('starts a pickup inside its window without asking', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-21T01:00:00.000Z'));
    const api = serve([fixtureTask({ slot: '07-09' })]);
    const user = userEvent.setup();
    const card = await openTask();
    await user.click(within(card).getByRole('button', { name: 'Bắt đầu' }));
    await waitFor(() =>
      expect(api.calls('PATCH', '/deliveries/50000000-0000-4000-8000-000000000001/status')).toHaveLength(1),
    );
    expect(screen.queryByRole('dialog', { name: 'Chưa đến giờ lấy đồ' })).toBeNull();
  });
});
