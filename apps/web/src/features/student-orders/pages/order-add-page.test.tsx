import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { ORDER_LIMITS } from '@tsa/shared/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILDING_B2, pickPlace } from '@/test/dormitory-fixtures';
import { reply } from '@/test/fake-api';
import { fakeApiAs, fixtureItem, fixtureOrder, pageOf, personOf, SERVICES } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

const [KG, SHOES] = SERVICES as [(typeof SERVICES)[0], (typeof SERVICES)[0]];

beforeEach(() => {
  // 12:30 in Ho Chi Minh City on 21/11/2025: the morning and noon windows have started.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-11-21T05:30:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function serve(student = personOf('STUDENT')) {
  const created = fixtureOrder({ id: '30000000-0000-4000-8000-0000000000aa', code: 'TSA-251121-0007' });
  return fakeApiAs(student, {
    'GET /services': () => SERVICES,
    'POST /orders': () => reply(201, created),
    'GET /orders/:id': () => created,
    'GET /orders': () => pageOf([created]),
  });
}

async function openForm() {
  renderApp('/student/order/add');
  await screen.findByRole('heading', { level: 1, name: 'Đặt giặt' });
  return screen.findByRole('textbox', { name: `Số lượng ${KG.name} (kg)` });
}

// A whole form driven key by key through MUI in jsdom is slow, not stuck.
vi.setConfig({ testTimeout: 60_000 });
// Whole pages through MUI in jsdom: give slow CI machines time before a wait gives up.

describe('order form', () => {
  it('offers only the pickup windows still ahead', async () => {
    serve();
    await openForm();
    const days = screen.getByRole('group', { name: 'Ngày lấy đồ' });
    expect(within(days).getByRole('button', { name: 'Hôm nay 21/11/2025' }).getAttribute('aria-pressed')).toBe('true');
    // Today up to 14 days ahead.
    expect(within(days).getAllByRole('button')).toHaveLength(15);

    const slots = () =>
      within(screen.getByRole('group', { name: 'Khung giờ' }))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    expect(slots()).toEqual(['Chiều 17:00–19:00', 'Tối 19:00–21:00']);
    expect(screen.getByRole('button', { name: 'Chiều 17:00–19:00' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(within(days).getByRole('button', { name: 'Ngày mai 22/11/2025' }));
    expect(slots()).toEqual(['Sáng 07:00–09:00', 'Trưa 11:00–13:00', 'Chiều 17:00–19:00', 'Tối 19:00–21:00']);
  });

  it('computes the estimate live, enforces the minimum and sends the order', async () => {
    const api = serve();
    const user = userEvent.setup();
    const kg = await openForm();
    const estimate = screen.getByTestId('order-estimate');
    expect(estimate.textContent).toBe('0 ₫');
    expect(screen.getByText('Tối thiểu 3 kg')).toBeTruthy();

    await user.type(kg, '2');
    expect(estimate.textContent).toBe('30.000 ₫');
    await user.click(screen.getByRole('button', { name: 'Đặt giặt' }));
    expect(await screen.findByText(`"${KG.name}" tối thiểu 3 kg`)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(kg);
    await user.type(kg, '3,5');
    expect(estimate.textContent).toBe('52.500 ₫');
    await waitFor(() => expect(screen.queryByText(`"${KG.name}" tối thiểu 3 kg`)).toBeNull());

    await user.click(screen.getByRole('button', { name: `Thêm ${SHOES.name}` }));
    expect((screen.getByRole('textbox', { name: `Số lượng ${SHOES.name} (đôi)` }) as HTMLInputElement).value).toBe('1');
    expect(estimate.textContent).toBe('92.500 ₫');
    await user.click(screen.getByRole('button', { name: `Thêm ${KG.name}` }));
    expect(estimate.textContent).toBe('100.000 ₫');
    await user.click(screen.getByRole('button', { name: `Bớt ${KG.name}` }));
    expect(estimate.textContent).toBe('92.500 ₫');

    await user.click(screen.getByRole('button', { name: 'Tối 19:00–21:00' }));
    await user.type(screen.getByRole('textbox', { name: /^Ghi chú/ }), 'Gọi trước khi lên');
    expect(screen.getByText('17/280')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Chuyển khoản/ }));
    // The address comes from the profile.
    expect(screen.getByText('KTX Khu A · Tòa A1 · Phòng 101')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Đặt giặt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận đơn giặt' });
    expect(within(dialog).getByText('92.500 ₫')).toBeTruthy();
    expect(within(dialog).getByText('19:00–21:00 · 21/11/2025')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận đặt giặt' }));

    await waitFor(() => expect(api.calls('POST', '/orders')).toHaveLength(1));
    expect(api.calls('POST', '/orders')[0]!.body).toEqual({
      items: [
        { serviceId: KG.id, quantity: 3.5 },
        { serviceId: SHOES.id, quantity: 1 },
      ],
      pickupDate: '2025-11-21',
      pickupSlot: '19-21',
      note: 'Gọi trước khi lên',
      paymentMethod: 'BANK_TRANSFER',
      address: { dormitory: 'KTX Khu A', building: 'A1', room: '101', phoneNumber: '0912345678' },
    });
    // Then the new order opens, with its code.
    expect(await screen.findByText('Đặt đơn thành công!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'TSA-251121-0007' })).toBeTruthy();
  });

  it('keeps the form on any keystrokes in a quantity box: letters, signs, exponents, separators, emoji', async () => {
    serve();
    const kg = (await openForm()) as HTMLInputElement;
    const estimate = screen.getByTestId('order-estimate');
    // What people type by mistake, and random text around it; each string arrives one key at a time.
    const keystrokes = fc.oneof(
      fc.constantFrom(
        'a',
        '-1',
        '.5',
        '1e3',
        '2,5',
        '2.5',
        '--',
        '1,,2',
        '99999',
        '0',
        ' ',
        '١٢',
        '🧺',
        'NaN',
        'Infinity',
      ),
      fc.string({ maxLength: 6, unit: fc.constantFrom(...'0123456789.,-+eE aé🧺') }),
      fc.string({ maxLength: 4 }),
    );
    await fc.assert(
      fc.asyncProperty(keystrokes, async (text) => {
        fireEvent.change(kg, { target: { value: '' } });
        for (let length = 1; length <= text.length; length += 1)
          fireEvent.change(kg, { target: { value: text.slice(0, length) } });
        // The page is still the form, with what was typed, and the estimate is an amount within
        // the bounds, or says the bound (never 1.499.985.000 ₫ for 99999).
        expect(screen.getByRole('heading', { level: 1, name: 'Đặt giặt' })).toBeTruthy();
        expect(kg.value).toBe(text);
        expect(estimate.textContent).toMatch(/^([\d.]+ ₫|Tối đa 50 kg mỗi dịch vụ)$/);
        if (/₫$/.test(estimate.textContent!))
          expect(Number(estimate.textContent!.replace(/\D/g, ''))).toBeLessThanOrEqual(750_000);
      }),
      { numRuns: 30 },
    );
    // '.5' is half a kilo, as a person means it.
    fireEvent.change(kg, { target: { value: '.5' } });
    expect(estimate.textContent).toBe('7.500 ₫');
    // A letter is explained in Vietnamese at submit, and nothing is sent.
    fireEvent.change(kg, { target: { value: 'a' } });
    await userEvent.click(screen.getByRole('button', { name: 'Đặt giặt' }));
    expect(await screen.findByText('Số lượng phải là số')).toBeTruthy();
  });

  it('says the bound of a line in the estimate for a huge quantity, and refuses it on submit', async () => {
    const api = serve();
    const kg = await openForm();
    const estimate = screen.getByTestId('order-estimate');
    fireEvent.change(kg, { target: { value: '99999' } });
    expect(estimate.textContent).toBe('Tối đa 50 kg mỗi dịch vụ');
    expect(within(screen.getByRole('listitem', { name: KG.name })).getByText('Tối đa 50 kg mỗi dịch vụ')).toBeTruthy();
    expect(screen.queryByText(/1\.499\.985\.000/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Đặt giặt' }));
    expect(
      await screen.findByText('Mỗi dòng tối đa 50 (kg hoặc cái): nhiều hơn thì tách đơn hoặc liên hệ cửa hàng'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST', '/orders')).toHaveLength(0);
    fireEvent.change(kg, { target: { value: '50' } });
    expect(estimate.textContent).toBe('750.000 ₫');
  });

  it('places one order when the confirm button is tapped twice at once', async () => {
    const api = serve();
    const user = userEvent.setup();
    const kg = await openForm();
    await user.type(kg, '3');
    await user.click(screen.getByRole('button', { name: 'Đặt giặt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận đơn giặt' });
    const confirm = within(dialog).getByRole('button', { name: 'Xác nhận đặt giặt' });
    // Two taps in one go, before the screen has drawn the first (a tap again while the order's
    // page loads is e2e/tests/student-order.test.ts).
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Đặt đơn thành công!')).toBeTruthy();
    expect(api.calls('POST', '/orders')).toHaveLength(1);
  });

  it('asks for the room when the profile has none', async () => {
    const api = serve(personOf('STUDENT', { dormitory: null, building: null, room: null }));
    const user = userEvent.setup();
    await openForm();
    expect(screen.getByText(/Hồ sơ của bạn chưa có đủ phòng ở/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Thêm ${SHOES.name}` }));
    await user.click(screen.getByRole('button', { name: 'Đặt giặt' }));
    expect(await screen.findByText('Vui lòng nhập số phòng')).toBeTruthy();
    await pickPlace(user, 'KTX Khu B', 'B2');
    await user.type(screen.getByRole('textbox', { name: 'Phòng' }), '305');
    await user.click(screen.getByRole('button', { name: 'Đặt giặt' }));
    await user.click(await screen.findByRole('button', { name: 'Xác nhận đặt giặt' }));
    await waitFor(() => expect(api.calls('POST', '/orders')).toHaveLength(1));
    expect(api.calls('POST', '/orders')[0]!.body).toMatchObject({
      address: {
        dormitory: 'KTX Khu B',
        building: 'B2',
        buildingId: BUILDING_B2.id,
        room: '305',
        phoneNumber: '0912345678',
      },
    });
  });

  it('counts the note as it is typed, and marks one past the limit', async () => {
    serve();
    const user = userEvent.setup();
    await openForm();
    const note = screen.getByRole('textbox', { name: /^Ghi chú/ });
    await user.type(note, 'Gọi trước');
    expect(screen.getByText(`9/${ORDER_LIMITS.note}`)).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('false');
    await user.paste('x'.repeat(ORDER_LIMITS.note - 8));
    expect(screen.getByText(`${ORDER_LIMITS.note + 1}/${ORDER_LIMITS.note}`)).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
  });

  it('requires at least one service', async () => {
    serve();
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Đặt giặt' }));
    expect(await screen.findByText('Vui lòng chọn ít nhất một dịch vụ')).toBeTruthy();
  });

  it('orders a past order again: same services and quantities still offered, its address, a new slot', async () => {
    const retired = fixtureItem({
      id: '20000000-0000-4000-8000-000000000009',
      serviceId: '10000000-0000-4000-8000-000000000099',
      serviceName: 'Giặt rèm cửa',
    });
    const past = fixtureOrder({
      id: '30000000-0000-4000-8000-0000000000bb',
      code: 'TSA-251101-0003',
      status: 'COMPLETED',
      items: [
        fixtureItem({ quantity: 5 }),
        fixtureItem({
          id: '20000000-0000-4000-8000-000000000002',
          serviceId: SHOES.id,
          serviceName: SHOES.name,
          quantity: 2,
        }),
        retired,
      ],
      pickupDate: '2025-11-01',
      pickupSlot: '07-09',
      paymentMethod: 'BANK_TRANSFER',
      address: { dormitory: 'KTX Khu B', building: 'B2', room: '305', phoneNumber: '0987654321' },
    });
    const api = fakeApiAs(personOf('STUDENT'), {
      'GET /services': () => SERVICES,
      'GET /orders/:id': ({ params }) => (params.id === past.id ? past : reply(201, fixtureOrder())),
      'POST /orders': () => reply(201, fixtureOrder({ code: 'TSA-251121-0008' })),
      'GET /orders': () => pageOf([past]),
    });
    const user = userEvent.setup();
    renderApp(`/student/order/add?from=${past.id}`);
    expect(await screen.findByText(/Đặt lại đơn TSA-251101-0003/)).toBeTruthy();
    expect(screen.getByText(/Không còn phục vụ nên đã bỏ: Giặt rèm cửa/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: `Số lượng ${KG.name} (kg)` }) as HTMLInputElement).value).toBe('5');
    expect((screen.getByRole('textbox', { name: `Số lượng ${SHOES.name} (đôi)` }) as HTMLInputElement).value).toBe('2');
    expect(screen.getByText('KTX Khu B · Tòa B2 · Phòng 305')).toBeTruthy();
    // The old window is past: the first one still open today is offered instead.
    expect(screen.getByRole('button', { name: 'Chiều 17:00–19:00' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Tối 19:00–21:00' }));
    await user.click(screen.getByRole('button', { name: 'Đặt giặt' }));
    await user.click(await screen.findByRole('button', { name: 'Xác nhận đặt giặt' }));
    await waitFor(() => expect(api.calls('POST', '/orders')).toHaveLength(1));
    expect(api.calls('POST', '/orders')[0]!.body).toMatchObject({
      items: [
        { serviceId: KG.id, quantity: 5 },
        { serviceId: SHOES.id, quantity: 2 },
      ],
      pickupDate: '2025-11-21',
      pickupSlot: '19-21',
      paymentMethod: 'BANK_TRANSFER',
      address: { dormitory: 'KTX Khu B', building: 'B2', room: '305', phoneNumber: '0987654321' },
    });
  });
});
