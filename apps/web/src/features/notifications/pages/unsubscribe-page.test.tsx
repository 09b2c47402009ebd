import { ERRORS, UNSUBSCRIBE_LINK_DAYS } from '@tsa/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { fakeApi, reply } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const TOKEN = '00000000-0000-4000-8000-000000000002.1790000000.abc';
afterEach(() => vi.unstubAllGlobals());

describe('/unsubscribe', { timeout: 30_000 }, () => {
  it('changes nothing when opened, and unsubscribes with the button', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /outreach/unsubscribe': () => reply(204) });
    renderApp(`${paths.unsubscribe}?token=${encodeURIComponent(TOKEN)}`);
    await screen.findByRole('heading', { level: 1, name: 'Hủy nhận email thông báo' });
    expect(screen.getByText(new RegExp(`dùng được ${UNSUBSCRIBE_LINK_DAYS} ngày`))).toBeTruthy();
    expect(api.calls('POST', '/outreach/unsubscribe')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Hủy đăng ký email' }));
    await screen.findByRole('heading', { level: 1, name: 'Đã hủy đăng ký email' });
    const [post] = api.calls('POST', '/outreach/unsubscribe');
    expect(post!.query.get('token')).toBe(TOKEN);
    expect(screen.getByRole('link', { name: 'Về trang TSA' })).toBeTruthy();
  });

  it('says in Vietnamese when the link has expired, and keeps the way back', async () => {
    const user = userEvent.setup();
    const expired = ERRORS['notifications/unsubscribe-link-expired'];
    fakeApi({
      'POST /outreach/unsubscribe': () =>
        reply(400, { statusCode: 400, code: 'notifications/unsubscribe-link-expired', message: expired.message }),
    });
    renderApp(`${paths.unsubscribe}?token=${encodeURIComponent(TOKEN)}`);
    await user.click(await screen.findByRole('button', { name: 'Hủy đăng ký email' }));
    expect((await screen.findByRole('alert')).textContent).toBe(expired.message);
    expect(expired.message).toContain(`${UNSUBSCRIBE_LINK_DAYS} ngày`);
    expect(screen.getByRole('heading', { level: 1, name: 'Hủy nhận email thông báo' })).toBeTruthy();
    // Said once, in place: no snackbar repeats it, and no button offers the same refusal again.
    expect(screen.getAllByText(expired.message)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Hủy đăng ký email' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Về trang TSA' })).toBeTruthy();
  });

  it('offers no button without a token', async () => {
    fakeApi({});
    renderApp(paths.unsubscribe);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Liên kết hủy đăng ký không hợp lệ hoặc đã bị thay đổi',
    );
    expect(screen.queryByRole('button', { name: 'Hủy đăng ký email' })).toBeNull();
  });
});
