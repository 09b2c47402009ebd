import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@tsa/shared';
import { paths } from '@/config/paths';
import { renderApp } from '@/test/render-app';
import { storeSession, testUser } from '@/test/session';

// Every route of the contract, with the h1 a visitor should see there.
const pages: [string, string | RegExp][] = [
  [paths.landing, /Giặt sấy tận phòng/],
  [paths.auth.login, 'Đăng nhập'],
  [paths.auth.register, 'Đăng ký'],
  [paths.auth.completeSignup, 'Hoàn tất đăng ký'],
  [paths.auth.forgotPassword, 'Quên mật khẩu'],
  [paths.auth.resetPassword, 'Đặt lại mật khẩu'],
  [paths.dashboard.root, 'Tổng quan'],
  [paths.dashboard.delivery, 'Điều phối giao nhận'],
  [paths.dashboard.order, 'Quản lý đơn hàng'],
  [paths.dashboard.orderAdd, 'Tạo đơn hộ sinh viên'],
  [paths.dashboard.accounts, 'Quản lý tài khoản'],
  [paths.dashboard.report, 'Báo cáo'],
  [paths.dashboard.student, 'Sinh viên'],
  [paths.dashboard.staff, 'Nhân viên'],
  [paths.dashboard.racks, 'Kệ & tìm túi'],
  [paths.dashboard.floor, 'Vận hành'],
  // The student's home greets them by name: 'Chào buổi sáng, An!'
  [paths.student.root, /^Chào buổi/],
  [paths.student.order, 'Đơn của tôi'],
  [paths.student.orderAdd, 'Đặt giặt'],
  [paths.student.account, 'Tài khoản của tôi'],
  [paths.student.report, 'Báo cáo sự cố'],
  [paths.staff.root, 'Công việc hôm nay'],
  [paths.staff.delivery, 'Giao nhận'],
  [paths.staff.order, 'Xử lý đơn'],
  [paths.staff.scan, 'Quét túi đồ'],
  [paths.staff.account, 'Tài khoản của tôi'],
  [paths.notifications, 'Thông báo'],
  [paths.tickets, 'Hỗ trợ'],
  [paths.regulations, 'Nội quy dịch vụ'],
  [paths.banned, 'Tài khoản đã bị khóa'],
  [paths.unsubscribe, 'Hủy nhận email thông báo'],
  [paths.unauthorized, 'Không có quyền truy cập'],
  [paths.notFound, 'Không tìm thấy trang'],
  [paths.serverError, 'Đã có lỗi xảy ra'],
];

/** Who may open `path`: the area's role, any signed-in user for the shared pages, else nobody. */
function roleFor(path: string): Role | null {
  if (path.startsWith(paths.dashboard.root)) return 'ADMIN';
  if (path.startsWith(paths.student.root)) return 'STUDENT';
  if (path.startsWith(paths.staff.root)) return 'STAFF';
  if (path === paths.notifications || path === paths.tickets) return 'STUDENT';
  return null;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('every route of the contract', () => {
  it.each(pages)('%s renders its page', async (path, title) => {
    const role = roleFor(path);
    if (role) {
      // Protected pages are opened by a user of the right role.
      const user = testUser(role);
      storeSession(user);
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async (url: string) =>
            new Response(url === '/api/users/profile' ? JSON.stringify(user) : '[]', {
              headers: { 'content-type': 'application/json' },
            }),
        ),
      );
    }
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
