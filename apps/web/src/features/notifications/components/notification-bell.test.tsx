import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/auth/use-auth';
import { AppProviders } from '@/app/provider';
import { fakeApi } from '@/test/fake-api';
import { fakeSocket } from '@/test/fake-socket';
import { createTestQueryClient } from '@/test/render-app';
import { storeSession, testUser } from '@/test/session';
import { NotificationBell } from './notification-bell';

function notification(n: number, read = false) {
  return {
    id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
    type: 'ORDER_STATUS',
    title: `Đơn TSA-000${n} đã được xác nhận`,
    body: 'Nhân viên sẽ đến lấy đồ theo khung giờ bạn chọn.',
    link: '/student/order?id=abc',
    read,
    createdAt: new Date(Date.now() - n * 60_000).toISOString(),
  };
}

function setup() {
  const student = testUser('STUDENT');
  storeSession(student);
  let items = [notification(1), notification(2), notification(3, true)];
  const api = fakeApi({
    'GET /users/profile': () => student,
    'GET /notifications': () => ({
      items,
      total: items.length,
      page: 1,
      pageSize: 8,
      unread: items.filter((i) => !i.read).length,
    }),
    'POST /notifications/read-all': () => {
      const updated = items.filter((i) => !i.read).length;
      items = items.map((i) => ({ ...i, read: true }));
      return { updated };
    },
  });
  const live = fakeSocket();
  render(
    <AppProviders queryClient={createTestQueryClient()} socketFactory={live.factory}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </AppProviders>,
  );
  return { api, live };
}

describe('notification bell', () => {
  it('shows the unread count, adds live notifications and marks all read', async () => {
    const { api, live } = setup();
    const bell = await screen.findByRole('button', { name: 'Thông báo: 2 chưa đọc' });
    expect(live.socket.tokens).toEqual(['test-access-token']);

    act(() => live.fire('notification', { ...notification(9), createdAt: new Date().toISOString() }));
    await screen.findByRole('button', { name: 'Thông báo: 3 chưa đọc' });
    // The snackbar says what arrived.
    expect(await screen.findByText('Đơn TSA-0009 đã được xác nhận')).toBeTruthy();

    // What the student did themselves counts on the bell but is not toasted back to them.
    act(() =>
      live.fire('notification', {
        ...notification(8),
        title: 'Đơn TSA-0008: Chờ xác nhận',
        actorId: testUser('STUDENT').id,
        createdAt: new Date().toISOString(),
      }),
    );
    await screen.findByRole('button', { name: 'Thông báo: 4 chưa đọc' });
    expect(screen.queryByText('Đơn TSA-0008: Chờ xác nhận')).toBeNull();

    fireEvent.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Thông báo mới nhất' });
    expect(await within(popover).findByText('4 chưa đọc')).toBeTruthy();
    expect(within(popover).getByRole('button', { name: /^Chưa đọc: Đơn TSA-0009 đã được xác nhận/ })).toBeTruthy();

    fireEvent.click(within(popover).getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));
    // The popover is still open, so the page behind it (the bell too) is hidden from the a11y tree.
    const quiet = await screen.findByRole('button', { name: 'Thông báo', hidden: true });
    // No number left in the button, not even a hidden "0": its text would be words the name lacks.
    await waitFor(() => expect(quiet.textContent).toBe(''));
    expect(api.calls('POST', '/notifications/read-all')).toHaveLength(1);
    await waitFor(() => expect(within(popover).getByText('Không có thông báo chưa đọc')).toBeTruthy());
  });

  it('follows another tab reading a notification', async () => {
    const { live } = setup();
    await screen.findByRole('button', { name: 'Thông báo: 2 chưa đọc' });
    act(() => live.fire('notification:read', { id: notification(1).id, unread: 1 }));
    await screen.findByRole('button', { name: 'Thông báo: 1 chưa đọc' });
  });

  it('waits while an admin has not enrolled a second factor: no call the server would refuse, no socket', async () => {
    const admin = testUser('ADMIN', { secondFactor: false });
    storeSession(admin);
    const api = fakeApi({
      'GET /users/profile': () => admin,
      'GET /notifications': () => ({ items: [notification(1)], total: 1, page: 1, pageSize: 8, unread: 1 }),
    });
    const live = fakeSocket();
    function Enrol() {
      const { updateProfile } = useAuth();
      return <button onClick={() => updateProfile({ secondFactor: true })}>Đã bật xác thực hai bước</button>;
    }
    render(
      <AppProviders queryClient={createTestQueryClient()} socketFactory={live.factory}>
        <MemoryRouter>
          <NotificationBell />
          <Enrol />
        </MemoryRouter>
      </AppProviders>,
    );
    await screen.findByRole('button', { name: 'Đã bật xác thực hai bước' });
    await waitFor(() => expect(api.calls('GET', '/users/profile').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /^Thông báo/ })).toBeNull();
    expect(api.calls('GET', '/notifications')).toEqual([]);
    expect(live.socket.tokens).toEqual([]);

    // Enrolled: the bell and the live connection start.
    fireEvent.click(screen.getByRole('button', { name: 'Đã bật xác thực hai bước' }));
    await screen.findByRole('button', { name: 'Thông báo: 1 chưa đọc' });
    expect(api.calls('GET', '/notifications')).toHaveLength(1);
    expect(live.socket.tokens).toEqual(['test-access-token']);
  });
});
