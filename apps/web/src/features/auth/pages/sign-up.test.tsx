import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PASSWORD_POLICY } from '@tsa/shared';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILDING_A1, DORMITORIES, pickPlace } from '@/test/dormitory-fixtures';
import { renderApp } from '@/test/render-app';
import { json, testUser } from '@/test/session';

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

const policy = { ...DEFAULT_PASSWORD_POLICY, requireNumeric: true };
const student = testUser('STUDENT', { email: 'an@ktx.vn' });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('sign-up', () => {
  it('takes a new student from the form to their home, with the e-mailed code', { timeout: 60_000 }, async () => {
    let codeTries = 0;
    const calls = api({
      'GET /api/auth/password-policy': () => json(policy),
      'GET /api/regulations': () =>
        json({ version: 3, title: null, createdAt: '2025-09-01T00:00:00.000Z', createdBy: null, content: '# Nội quy' }),
      'POST /api/auth/signup/initiate': () => json({ message: 'Mã xác thực đã được gửi tới email của bạn' }, 202),
      'POST /api/auth/signup/complete?mobile=false': (body) => {
        codeTries += 1;
        if (body.code !== '482913')
          return json(
            {
              statusCode: 400,
              code: 'auth/invalid-verification-code',
              message: 'Mã xác thực không đúng. Bạn còn 4 lần thử',
            },
            400,
          );
        return json(
          {
            id: student.id,
            firstName: 'An',
            lastName: 'Nguyễn Văn',
            phoneNumber: '0912345678',
            createdAt: student.createdAt,
            email: 'an@ktx.vn',
            accessToken: 'access-new',
            refreshToken: 'r',
            userInfo: student,
          },
          201,
        );
      },
      'GET /api/users/profile': () => json(student),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/auth/register');

    // Step 1: the shared schema's messages, the policy checklist, the regulations checkbox.
    const form = await screen.findByRole('form', { name: 'Đăng ký' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Họ'));
    await user.click(within(form).getByRole('button', { name: 'Tiếp tục' }));
    expect(await within(form).findByText('Vui lòng nhập họ')).toBeTruthy();
    expect(within(form).getByText('Vui lòng nhập tên')).toBeTruthy();
    expect(within(form).getByText('Vui lòng nhập mật khẩu')).toBeTruthy();
    expect(within(form).getByText('Bạn cần đồng ý với nội quy dịch vụ để đăng ký')).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'nội quy dịch vụ' }).getAttribute('href')).toBe('/regulations');

    await user.type(within(form).getByLabelText('Họ'), 'Nguyễn Văn');
    await user.type(within(form).getByLabelText('Tên'), 'An');
    await user.type(within(form).getByLabelText('Email'), 'An@KTX.vn');
    const password = within(form).getByLabelText('Mật khẩu');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    await user.type(password, 'giatsaysach');
    const rules = within(form).getByRole('list', { name: 'Yêu cầu mật khẩu' });
    expect(within(rules).getByText('Có chữ số').closest('li')?.getAttribute('data-ok')).toBe('false');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Tiếp tục' }));
    expect(await within(form).findByText('Mật khẩu chưa đáp ứng các yêu cầu bên dưới')).toBeTruthy();
    await user.type(password, '2026');
    expect(within(rules).getByText('Có chữ số').closest('li')?.getAttribute('data-ok')).toBe('true');
    await user.click(within(form).getByRole('button', { name: 'Tiếp tục' }));

    // Step 2, with the e-mail in the address so a reload keeps it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register/complete-signup'));
    expect(router.state.location.search).toBe('?email=an%40ktx.vn');
    expect(calls.find((c) => c.url === '/api/auth/signup/initiate')?.body).toEqual({
      email: 'an@ktx.vn',
      password: 'giatsaysach2026',
      firstName: 'An',
      lastName: 'Nguyễn Văn',
      acceptedRegulationVersion: 3,
    });
    const step2 = await screen.findByRole('form', { name: 'Hoàn tất đăng ký' });
    expect(screen.getByText('an@ktx.vn')).toBeTruthy();
    const resend = within(step2).getByRole('button', { name: /Gửi lại mã sau \d+ giây/ });
    expect(resend.hasAttribute('disabled')).toBe(true);
    const code = within(step2).getByLabelText('Mã xác thực');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');

    await user.type(code, '111111');
    await user.type(within(step2).getByLabelText('Số điện thoại'), '0912 345 678');
    await pickPlace(user, 'KTX Khu A', 'A1');
    await user.type(within(step2).getByLabelText('Phòng'), '203');
    await user.click(within(step2).getByRole('button', { name: 'Hoàn tất đăng ký' }));
    expect(await within(step2).findByText('Mã xác thực không đúng. Bạn còn 4 lần thử')).toBeTruthy();

    await user.clear(code);
    await user.type(code, '482913');
    await user.click(within(step2).getByRole('button', { name: 'Hoàn tất đăng ký' }));

    // Signed in by the sign-up's own answer (SIGN_UP), then home.
    await waitFor(() => expect(router.state.location.pathname).toBe('/student'));
    expect(codeTries).toBe(2);
    expect(
      calls.find((c) => c.url === '/api/auth/signup/complete?mobile=false' && c.body.code === '482913')?.body,
    ).toEqual({
      email: 'an@ktx.vn',
      code: '482913',
      phoneNumber: '0912345678',
      buildingId: BUILDING_A1.id,
      room: '203',
    });
    expect(calls.some((c) => c.url.startsWith('/api/auth/signin'))).toBe(false);
    expect(await screen.findByText('Đăng ký thành công! Chào mừng bạn đến với TSA')).toBeTruthy();
    expect(Cookies.get('token')).toBe('access-new');
    expect(sessionStorage.getItem('tsa-signup')).toBeNull();
  });

  it('signs the new student in from the e-mailed link in another tab, without the password again', async () => {
    // The code is typed in a tab that never saw step 1: nothing of it on this device.
    const calls = api({
      'POST /api/auth/signup/complete?mobile=false': () =>
        json(
          {
            id: student.id,
            firstName: 'An',
            lastName: 'Nguyễn Văn',
            phoneNumber: '0912345678',
            createdAt: student.createdAt,
            email: 'an@ktx.vn',
            accessToken: 'access-from-signup',
            refreshToken: 'r',
            userInfo: student,
          },
          201,
        ),
      'GET /api/users/profile': () => json(student),
      'GET /api/auth/providers': () => json({ password: true, google: null }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/auth/register/complete-signup?email=an%40ktx.vn');
    const form = await screen.findByRole('form', { name: 'Hoàn tất đăng ký' });
    await user.type(within(form).getByLabelText('Mã xác thực'), '482913');
    await user.type(within(form).getByLabelText('Số điện thoại'), '0912345678');
    await pickPlace(user, 'KTX Khu A', 'A1');
    await user.type(within(form).getByLabelText('Phòng'), '203');
    await user.click(within(form).getByRole('button', { name: 'Hoàn tất đăng ký' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student'));
    expect(await screen.findByText('Đăng ký thành công! Chào mừng bạn đến với TSA')).toBeTruthy();
    expect(Cookies.get('token')).toBe('access-from-signup');
    expect(calls.some((c) => c.url.startsWith('/api/auth/signin'))).toBe(false);
  });

  it('says first that the dormitory is missing, not only on the disabled building', async () => {
    api({});
    const user = userEvent.setup({ delay: null });
    renderApp('/auth/register/complete-signup?email=an%40ktx.vn');
    const form = await screen.findByRole('form', { name: 'Hoàn tất đăng ký' });
    await user.click(within(form).getByRole('button', { name: 'Hoàn tất đăng ký' }));

    const describedBy = (name: string) => {
      const field = within(form).getByRole('combobox', { name });
      const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    };
    await waitFor(() => expect(describedBy('Ký túc xá')).toBe('Vui lòng chọn ký túc xá'));
    expect(describedBy('Tòa nhà')).toBe('Vui lòng chọn tòa nhà (sau khi chọn ký túc xá)');
    const errors = [...form.querySelectorAll('.MuiFormHelperText-root.Mui-error')].map((e) => e.textContent);
    // The dormitory comes first, and is not left without a word while its disabled neighbour has one.
    expect(errors.indexOf('Vui lòng chọn ký túc xá')).toBeGreaterThanOrEqual(0);
    expect(errors.indexOf('Vui lòng chọn ký túc xá')).toBeLessThan(
      errors.indexOf('Vui lòng chọn tòa nhà (sau khi chọn ký túc xá)'),
    );

    // Once the dormitory is picked, the building says what it needs on its own.
    await user.click(within(form).getByRole('combobox', { name: 'Ký túc xá' }));
    await user.click(await screen.findByRole('option', { name: 'KTX Khu B' }));
    await waitFor(() => expect(describedBy('Tòa nhà')).toBe('Vui lòng chọn tòa nhà'));
    expect(describedBy('Ký túc xá')).toBe('');
  });

  it('asks to agree again when the rules changed meanwhile', { timeout: 30_000 }, async () => {
    let version = 3;
    api({
      'GET /api/auth/password-policy': () => json(policy),
      'GET /api/regulations': () =>
        json({ version, title: null, createdAt: '2025-09-01T00:00:00.000Z', createdBy: null, content: '…' }),
      'POST /api/auth/signup/initiate': (body) => {
        if (body.acceptedRegulationVersion === version) return json({ message: 'ok' }, 202);
        version = 4;
        return json(
          {
            statusCode: 400,
            code: 'regulations/not-accepted',
            message: 'Vui lòng đồng ý với nội quy hiện hành',
            fields: { acceptedRegulationVersion: 'Vui lòng đồng ý với nội quy hiện hành' },
          },
          400,
        );
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/auth/register');
    const form = await screen.findByRole('form', { name: 'Đăng ký' });
    await user.type(within(form).getByLabelText('Họ'), 'Nguyễn Văn');
    await user.type(within(form).getByLabelText('Tên'), 'An');
    await user.type(within(form).getByLabelText('Email'), 'an@ktx.vn');
    await user.type(within(form).getByLabelText('Mật khẩu'), 'giatsaysach2026');
    // Version 4 is published while the student fills in the form.
    await user.click(within(form).getByRole('checkbox'));
    version = 4;
    await user.click(within(form).getByRole('button', { name: 'Tiếp tục' }));
    expect(
      await within(form).findByText('Nội quy dịch vụ vừa được cập nhật. Vui lòng đọc lại và đồng ý để tiếp tục'),
    ).toBeTruthy();
    expect((within(form).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Tiếp tục' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register/complete-signup'));
  });

  it('counts down to the next resend from what the server says', async () => {
    const calls = api({
      'POST /api/auth/signup/resend': () =>
        json(
          { statusCode: 429, code: 'auth/too-many-requests', message: 'Vui lòng đợi 42 giây trước khi gửi lại mã' },
          429,
          { 'retry-after': '42' },
        ),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/auth/register/complete-signup?email=an%40ktx.vn');
    const form = await screen.findByRole('form', { name: 'Hoàn tất đăng ký' });
    await user.click(within(form).getByRole('button', { name: 'Gửi lại mã' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Vui lòng đợi 42 giây trước khi gửi lại mã');
    expect(
      within(form)
        .getByRole('button', { name: /Gửi lại mã sau 4[12] giây/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(calls.find((c) => c.url === '/api/auth/signup/resend')?.body).toEqual({ email: 'an@ktx.vn' });
  });
});
