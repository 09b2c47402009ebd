import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply } from '@/test/fake-api';
import { fakeApiAs, fixtureOrder, pageOf, personOf, SERVICES } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

const [KG, SHOES] = SERVICES as [(typeof SERVICES)[0], (typeof SERVICES)[0]];
const STUDENT = personOf('STUDENT');
const CREATED = fixtureOrder({ id: '30000000-0000-4000-8000-0000000000aa', code: 'TSA-251121-0007' });

beforeEach(() => {
  // 12:30 in Ho Chi Minh City on 21/11/2025: the evening windows are still ahead.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-11-21T05:30:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

vi.setConfig({ testTimeout: 60_000 });

/** The server as the student's browser meets it; `session.live` false answers 401 like an ended session. */
function serve(student = STUDENT, refresh: 'works' | 'fails' = 'works') {
  const session = { live: true };
  const api = fakeApiAs(student, {
    'GET /services': () => SERVICES,
    'POST /orders': () =>
      session.live
        ? reply(201, CREATED)
        : reply(401, { statusCode: 401, code: 'auth/unauthenticated', message: 'Bạn cần đăng nhập để tiếp tục' }),
    'GET /orders/:id': () => CREATED,
    'GET /orders': () => pageOf([CREATED]),
    'POST /auth/refresh': () => {
      if (refresh === 'fails')
        return reply(401, { statusCode: 401, code: 'auth/invalid-credential', message: 'Phiên đã kết thúc' });
      session.live = true;
      return { accessToken: 'fresh-token', refreshToken: 'r' };
    },
    'GET /auth/providers': () => ({ password: true, google: null }),
    'POST /auth/signout': () => reply(204),
    'POST /auth/signin': () => {
      session.live = true;
      return { accessToken: 'signed-in-again', refreshToken: 'r', userInfo: student };
    },
  });
  return { api, session };
}

const kgBox = () => screen.getByRole('textbox', { name: `Số lượng ${KG.name} (kg)` }) as HTMLInputElement;
const shoesBox = () =>
  screen.queryByRole('textbox', { name: `Số lượng ${SHOES.name} (đôi)` }) as HTMLInputElement | null;
const noteBox = () => screen.getByRole('textbox', { name: /^Ghi chú/ }) as HTMLInputElement;
const draftKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('tsa-draft:'));

async function openForm(path = '/student/order/add') {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Đặt giặt' });
  await screen.findByRole('textbox', { name: `Số lượng ${KG.name} (kg)` });
  return rendered;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(kgBox(), '4');
  await user.click(screen.getByRole('button', { name: `Thêm ${SHOES.name}` }));
  await user.click(screen.getByRole('button', { name: 'Tối 19:00–21:00' }));
  await user.type(noteBox(), 'Đồ trắng giặt riêng');
  await user.click(screen.getByRole('radio', { name: /Chuyển khoản/ }));
}

function expectFilled() {
  expect(kgBox().value).toBe('4');
  expect(shoesBox()?.value).toBe('1');
  expect(screen.getByRole('button', { name: 'Tối 19:00–21:00' }).getAttribute('aria-pressed')).toBe('true');
  expect(noteBox().value).toBe('Đồ trắng giặt riêng');
  expect((screen.getByRole('radio', { name: /Chuyển khoản/ }) as HTMLInputElement).checked).toBe(true);
}

async function placeOrder(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Đặt giặt' }));
  await user.click(await screen.findByRole('button', { name: 'Xác nhận đặt giặt' }));
}

function expireSessionCookies() {
  // What another tab's sign-out leaves under this one: the cookies gone, the page still signed in.
  for (const name of ['token', 'user_data'])
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

describe('the order form’s draft', () => {
  it('comes back after the page went away (a reload, a crash), says so, and can be discarded', async () => {
    serve();
    const user = userEvent.setup();
    await openForm();
    // Nothing typed yet: no draft, no notice.
    expect(draftKeys()).toEqual([]);
    await fillForm(user);
    expect(draftKeys()).toEqual([`tsa-draft:${STUDENT.id}:student-order`]);

    cleanup();
    await openForm();
    expect(screen.getByRole('status').textContent).toMatch(
      /Đã khôi phục đơn bạn đang điền dở \(lưu lúc 21\/11\/2025 12:30\)/,
    );
    expectFilled();
    expect(screen.getByTestId('order-estimate').textContent).toBe('100.000 ₫');

    await user.click(screen.getByRole('button', { name: 'Bỏ bản nháp' }));
    expect(screen.queryByText(/Đã khôi phục đơn/)).toBeNull();
    expect(kgBox().value).toBe('');
    expect(shoesBox()?.value ?? '').toBe('');
    expect(noteBox().value).toBe('');
    expect(screen.getByTestId('order-estimate').textContent).toBe('0 ₫');
    expect(draftKeys()).toEqual([]);

    cleanup();
    await openForm();
    expect(screen.queryByText(/Đã khôi phục đơn/)).toBeNull();
  });

  it('belongs to the student who typed it', async () => {
    serve();
    const user = userEvent.setup();
    await openForm();
    await fillForm(user);
    expect(draftKeys()).toHaveLength(1);
    cleanup();

    serve(personOf('STUDENT', { id: '00000000-0000-4000-8000-0000000000b2', email: 'binh@tsa.test' }));
    await openForm();
    expect(screen.queryByText(/Đã khôi phục đơn/)).toBeNull();
    expect(kgBox().value).toBe('');
    expect(noteBox().value).toBe('');
  });

  it('is gone once the order is placed', async () => {
    const { api } = serve();
    const user = userEvent.setup();
    await openForm();
    await fillForm(user);
    expect(draftKeys()).toHaveLength(1);
    await placeOrder(user);
    await waitFor(() => expect(api.calls('POST', '/orders')).toHaveLength(1));
    expect(await screen.findByText('Đặt đơn thành công!')).toBeTruthy();
    expect(draftKeys()).toEqual([]);
  });

  it('is not one Back away once the order is placed: Back leads to where the student came from', async () => {
    const { api } = serve();
    const user = userEvent.setup();
    const { router } = renderApp('/student');
    await router.navigate('/student/order/add');
    await screen.findByRole('textbox', { name: `Số lượng ${KG.name} (kg)` });
    await user.type(kgBox(), '4');
    await placeOrder(user);
    await waitFor(() => expect(api.calls('POST', '/orders')).toHaveLength(1));
    expect(await screen.findByText('Đặt đơn thành công!')).toBeTruthy();

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/student'));
    expect(draftKeys()).toEqual([]);
  });

  it('is forgotten when the student signs out', async () => {
    const { api } = serve();
    const user = userEvent.setup();
    const { router } = await openForm();
    await fillForm(user);
    expect(draftKeys()).toHaveLength(1);
    await router.navigate('/auth/logout');
    await screen.findByRole('form', { name: 'Đăng nhập' });
    expect(api.calls('POST', '/auth/signout')).toHaveLength(1);
    expect(draftKeys()).toEqual([]);
  });

  it('drops what no longer fits: a retired service, a window that has passed', async () => {
    serve();
    localStorage.setItem(
      `tsa-draft:${STUDENT.id}:student-order`,
      JSON.stringify({
        savedAt: Date.now() - 3600_000,
        value: {
          source: null,
          values: {
            items: [
              { serviceId: KG.id, quantity: 5 },
              { serviceId: '10000000-0000-4000-8000-000000000099', quantity: 2 },
              { serviceId: SHOES.id, quantity: null },
            ],
            pickupDate: '2025-11-21',
            pickupSlot: '07-09',
            note: 'Gọi trước',
            paymentMethod: 'BITCOIN',
            address: {},
          },
        },
      }),
    );
    await openForm();
    expect(screen.getByText(/Đã khôi phục đơn/)).toBeTruthy();
    expect(kgBox().value).toBe('5');
    expect(shoesBox()?.value ?? '').toBe('');
    expect(screen.getByRole('button', { name: 'Chiều 17:00–19:00' }).getAttribute('aria-pressed')).toBe('true');
    expect(noteBox().value).toBe('Gọi trước');
    expect((screen.getByRole('radio', { name: /Tiền mặt/ }) as HTMLInputElement).checked).toBe(true);
    // The address is the profile's.
    expect(screen.getByText('KTX Khu A · Tòa A1 · Phòng 101')).toBeTruthy();
  });
});

describe('a session that ends while the form is filled in', () => {
  it('is refreshed silently and the order goes through', async () => {
    const { api, session } = serve();
    const user = userEvent.setup();
    await openForm();
    await fillForm(user);
    session.live = false;
    expireSessionCookies();

    await placeOrder(user);
    expect(await screen.findByText('Đặt đơn thành công!')).toBeTruthy();
    expect(api.calls('POST', '/auth/refresh')).toHaveLength(1);
    expect(api.calls('POST', '/orders')).toHaveLength(2);
    const sent = vi
      .mocked(fetch)
      .mock.calls.filter(([url, init]) => url === '/api/orders' && init?.method === 'POST')
      .map(([, init]) => new Headers(init?.headers).get('authorization'));
    expect(sent).toEqual([null, 'Bearer fresh-token']);
  });

  it('otherwise leads to the sign-in page, and back to the same draft after signing in', async () => {
    const { api, session } = serve(STUDENT, 'fails');
    const user = userEvent.setup();
    const { router } = await openForm();
    await fillForm(user);
    expect(screen.getByRole('button', { name: `Tài khoản: ${STUDENT.lastName} ${STUDENT.firstName}` })).toBeTruthy();
    session.live = false;
    expireSessionCookies();

    await placeOrder(user);
    const form = await screen.findByRole('form', { name: 'Đăng nhập' });
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/student/order/add')}`);
    expect(screen.queryByRole('button', { name: /^Tài khoản:/ })).toBeNull();
    expect(api.calls('POST', '/orders')).toHaveLength(1);
    // One word on why, from the sign-in page; not the refused call's error on top of it.
    expect(within(form).getByRole('status').textContent).toBe(
      'Phiên đăng nhập đã kết thúc. Đăng nhập lại để quay về trang bạn đang dùng.',
    );
    expect(screen.queryByText('Bạn cần đăng nhập để tiếp tục')).toBeNull();

    await user.type(within(form).getByLabelText('Email'), STUDENT.email);
    await user.type(within(form).getByLabelText('Mật khẩu'), 'Sinh-vien-2026');
    await user.click(within(form).getByRole('button', { name: 'Đăng nhập' }));

    await screen.findByRole('heading', { level: 1, name: 'Đặt giặt' });
    expect(router.state.location.pathname).toBe('/student/order/add');
    expect(await screen.findByText(/Đã khôi phục đơn/)).toBeTruthy();
    expectFilled();

    await placeOrder(user);
    expect(await screen.findByText('Đặt đơn thành công!')).toBeTruthy();
    expect(api.calls('POST', '/orders')[1]!.body).toMatchObject({
      items: [
        { serviceId: KG.id, quantity: 4 },
        { serviceId: SHOES.id, quantity: 1 },
      ],
      pickupSlot: '19-21',
      note: 'Đồ trắng giặt riêng',
      paymentMethod: 'BANK_TRANSFER',
    });
    expect(draftKeys()).toEqual([]);
  });
});
