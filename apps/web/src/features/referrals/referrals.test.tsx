import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PASSWORD_POLICY, type MyReferral } from '@tsa/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILDING_A1, DORMITORIES, pickPlace } from '@/test/dormitory-fixtures';
import { renderApp } from '@/test/render-app';
import { json, storeSession, testUser } from '@/test/session';

type Handler = (body: Record<string, unknown>) => Response;

function api(routes: Record<string, Handler>) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      calls.push({ url, body });
      const handler =
        routes[`${init?.method ?? 'GET'} ${url}`] ?? (url === '/api/dormitories' ? () => json(DORMITORIES) : undefined);
      return handler
        ? handler(body)
        : json({ statusCode: 404, code: 'request/not-found', message: 'Không tìm thấy' }, 404);
    }),
  );
  return calls;
}

const student = testUser('STUDENT', { email: 'an@ktx.vn' });
const MINE: MyReferral = {
  code: 'K7Q2M9X',
  signedUp: 3,
  rewarded: 2,
  rewardTotal: 40_000,
  refereeDiscount: 20_000,
  reward: 20_000,
  referredBy: null,
  canClaim: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('referrals on the web', () => {
  it(
    'a friend’s link fills "Mã giới thiệu" in on sign-up, step 2 sends it and shows a refusal under it',
    { timeout: 60_000 },
    async () => {
      let refuse = true;
      const calls = api({
        'GET /api/auth/password-policy': () => json(DEFAULT_PASSWORD_POLICY),
        'GET /api/regulations': () =>
          json({
            version: 3,
            title: null,
            createdAt: '2025-09-01T00:00:00.000Z',
            createdBy: null,
            content: '# Nội quy',
          }),
        'POST /api/auth/signup/initiate': () => json({ message: 'Mã xác thực đã được gửi tới email của bạn' }, 202),
        'POST /api/auth/signup/complete?mobile=false': () => {
          if (refuse) {
            refuse = false;
            return json(
              {
                statusCode: 400,
                code: 'referrals/self',
                message: 'Không thể dùng mã giới thiệu của chính mình',
                fields: { referralCode: 'Không thể dùng mã giới thiệu của chính mình' },
              },
              400,
            );
          }
          return json({ ...student, accessToken: 'access-new', refreshToken: 'r', userInfo: student }, 201);
        },
        'GET /api/users/profile': () => json(student),
      });
      const user = userEvent.setup({ delay: null });
      const { router } = renderApp('/auth/register?ref=k7q2m9x');
      const form = await screen.findByRole('form', { name: 'Đăng ký' });
      const field = within(form).getByLabelText('Mã giới thiệu (không bắt buộc)') as HTMLInputElement;
      expect(field.value).toBe('K7Q2M9X');
      await user.type(within(form).getByLabelText('Họ'), 'Nguyễn Văn');
      await user.type(within(form).getByLabelText('Tên'), 'An');
      await user.type(within(form).getByLabelText('Email'), 'an@ktx.vn');
      await user.type(within(form).getByLabelText('Mật khẩu'), 'giatsaysach2026');
      await user.click(within(form).getByRole('checkbox'));
      await user.click(within(form).getByRole('button', { name: 'Tiếp tục' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register/complete-signup'));
      const step2 = await screen.findByRole('form', { name: 'Hoàn tất đăng ký' });
      const again = within(step2).getByLabelText('Mã giới thiệu (không bắt buộc)') as HTMLInputElement;
      expect(again.value).toBe('K7Q2M9X');
      await user.type(within(step2).getByLabelText('Mã xác thực'), '482913');
      await user.type(within(step2).getByLabelText('Số điện thoại'), '0912 345 678');
      await pickPlace(user, 'KTX Khu A', 'A1');
      await user.type(within(step2).getByLabelText('Phòng'), '203');
      await user.click(within(step2).getByRole('button', { name: 'Hoàn tất đăng ký' }));
      expect(await within(step2).findByText('Không thể dùng mã giới thiệu của chính mình')).toBeTruthy();
      const sent = calls.filter((c) => c.url === '/api/auth/signup/complete?mobile=false');
      expect(sent[0]!.body).toMatchObject({ referralCode: 'K7Q2M9X', buildingId: BUILDING_A1.id });

      // Cleared: the sign-up goes through without a code.
      await user.clear(again);
      await user.click(within(step2).getByRole('button', { name: 'Hoàn tất đăng ký' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/student'));
      expect(calls.filter((c) => c.url === '/api/auth/signup/complete?mobile=false')[1]!.body).not.toHaveProperty(
        'referralCode',
      );
    },
  );

  it('refuses a malformed code on step 1 in Vietnamese, before anything is sent', async () => {
    const calls = api({
      'GET /api/auth/password-policy': () => json(DEFAULT_PASSWORD_POLICY),
      'GET /api/regulations': () =>
        json({ version: 3, title: null, createdAt: '2025-09-01T00:00:00.000Z', createdBy: null, content: '# Nội quy' }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/auth/register?ref=ab!');
    const form = await screen.findByRole('form', { name: 'Đăng ký' });
    await user.type(within(form).getByLabelText('Họ'), 'Nguyễn Văn');
    await user.type(within(form).getByLabelText('Tên'), 'An');
    await user.type(within(form).getByLabelText('Email'), 'an@ktx.vn');
    await user.type(within(form).getByLabelText('Mật khẩu'), 'giatsaysach2026');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Tiếp tục' }));
    expect(await within(form).findByText('Mã giới thiệu gồm 4–20 chữ và số')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/auth/signup/initiate')).toBe(false);
  });

  it(
    'the account page shows the student’s code, link and counts, and takes a friend’s code',
    { timeout: 40_000 },
    async () => {
      storeSession(student);
      let mine = MINE;
      const calls = api({
        'GET /api/users/profile': () => json(student),
        'GET /api/referrals/me': () => json(mine),
        'POST /api/referrals/claim': (body) => {
          if (body.code === 'SAIMA1')
            return json(
              {
                statusCode: 400,
                code: 'referrals/invalid-code',
                message: 'Mã giới thiệu không tồn tại',
                fields: { code: 'Mã giới thiệu không tồn tại' },
              },
              400,
            );
          mine = { ...MINE, canClaim: false, referredBy: { status: 'PENDING', discountUsed: false } };
          return json(mine);
        },
      });
      const user = userEvent.setup({ delay: null });
      renderApp('/student/account');
      const card = await screen.findByRole('region', { name: 'Giới thiệu bạn bè' });
      expect((await within(card).findByTestId('referral-code')).textContent).toBe('K7Q2M9X');
      expect(within(card).getByText('40.000 ₫')).toBeTruthy();
      expect(within(card).getByText('bạn đã đăng ký').previousSibling?.textContent).toBe('3');
      await user.click(within(card).getByRole('button', { name: 'Chia sẻ liên kết' }));
      await waitFor(async () =>
        expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/auth/register?ref=K7Q2M9X`),
      );

      const claim = within(card).getByRole('form', { name: 'Nhập mã giới thiệu' });
      await user.click(within(claim).getByRole('button', { name: 'Nhập mã' }));
      expect(await within(claim).findByText('Vui lòng nhập mã giới thiệu')).toBeTruthy();
      await user.type(within(claim).getByLabelText('Mã giới thiệu'), 'saima1');
      await user.click(within(claim).getByRole('button', { name: 'Nhập mã' }));
      expect(await within(claim).findByText('Mã giới thiệu không tồn tại')).toBeTruthy();
      await user.clear(within(claim).getByLabelText('Mã giới thiệu'));
      await user.type(within(claim).getByLabelText('Mã giới thiệu'), 'banh2026');
      await user.click(within(claim).getByRole('button', { name: 'Nhập mã' }));
      expect(
        await within(card).findByText(/Bạn đã nhập mã giới thiệu: đơn đầu tiên của bạn được giảm 20\.000 ₫/),
      ).toBeTruthy();
      expect(calls.filter((c) => c.url === '/api/referrals/claim').map((c) => c.body.code)).toEqual([
        'SAIMA1',
        'BANH2026',
      ]);
      expect(within(card).queryByRole('form', { name: 'Nhập mã giới thiệu' })).toBeNull();
    },
  );
});
