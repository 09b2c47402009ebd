import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser, watchErrors } from '../support/browser';
import {
  apiAs,
  apiSignIn,
  signInViaApi,
  type Credentials,
  type RunSession,
  type SignedInUser,
} from '../support/sign-in';
import { hcmDay, hcmTomorrow, randomPhone, viDate, type Service } from '../support/test-data';

/**
 * A whole day of the production floor (issue #35, decision 043) on 390 px phones: the night
 * before's reminder, a student confirming and another moving their pickup and leaving the bag
 * with a roommate, the staff member's run sheet and "Bắt đầu toà này", the proofs at pickup and
 * on the scale, a disputed weight, and a lost-item claim refunded by the admin. Every result is
 * read back through the API.
 */

const browser = useBrowser();

interface Order {
  id: string;
  code: string;
  status: string;
  pickupDate: string;
  pickupSlot: string;
  pickupConfirmedAt: string | null;
  pickupRemindedAt: string | null;
  pickupHandoff: { kind: string; name: string | null };
  finalTotal: number | null;
  estimatedTotal: number;
  history: { kind: string; note: string | null }[];
  deliveries: { id: string; type: string; slot: string; scheduledDate: string }[];
}
interface Notification {
  type: string;
  title: string;
  body: string;
  link: string | null;
}
interface Proof {
  stage: 'PICKUP' | 'WEIGHING';
  items: { kind: string; count: number }[];
  weightKg: number | null;
  photoUrl: string;
  recordedBy: { name: string } | null;
  answer: string | null;
  ticketId: string | null;
}
interface Report {
  id: string;
  type: string;
  status: string;
  order: { id: string };
  photos: unknown[];
  refundAmount: number | null;
  refundMethod?: string | null;
}
interface MoneyRow {
  date: string;
  claimRefunds: number;
}

/** A real 1×1 JPEG: what the phone's camera hands the file input. */
const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKpAB//Z',
  'base64',
);
const photo = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: JPEG });

/**
 * Not a check: with SHOTS_DIR set, the screen as it is at that step, for a person to look at
 * (SHOTS_MODE=dark for the dark theme: every page of the run opens in it).
 */
async function look(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `floor-day-${name}-${process.env.SHOTS_MODE ?? 'light'}.png`) });
}

/** Whether an image has been decoded (the proof's photo comes through a bearer fetch and a blob URL). */
const loaded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0);

interface Person {
  credentials: Credentials;
  user: SignedInUser;
  token: string;
  context?: BrowserContext;
}

describe('a day on the production floor', () => {
  let admin: RunSession;
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const contexts: BrowserContext[] = [];
  const day = hcmTomorrow();
  let staff: Person;
  /** Room 305: confirms the reminder. Room 612: moves the pickup and leaves the bag with a roommate. */
  let studentA: Person;
  let studentB: Person;
  let orderA: Order;
  let orderB: Order;
  let taskA: { id: string };
  let originalSettings: { reminderTime: string; proofAnswerHours: number };
  let settingsChanged = false;
  let claimRefundsBefore = 0;

  const restoreSettings = async () => {
    if (!settingsChanged) return;
    await apiAs(admin.accessToken, 'PUT', '/floor-settings', originalSettings);
    settingsChanged = false;
  };

  async function person(
    role: 'STUDENT' | 'STAFF',
    emailName: string,
    name: { firstName: string; lastName: string },
    room?: string,
  ): Promise<Person> {
    const credentials = { email: `ca.${emailName}.${stamp}@tsa.test`, password: 'Tang-ca-2026' };
    const user = await apiAs<SignedInUser>(admin.accessToken, 'POST', '/users', {
      ...credentials,
      ...name,
      role,
      phoneNumber: randomPhone(),
      ...(room ? { dormitory: 'KTX Khu B', building: 'B2', room } : {}),
    });
    return { credentials, user, token: (await apiSignIn(credentials)).accessToken };
  }

  /** A page of `who`'s own phone (the admin's on a desktop), failing the test on any console error. */
  async function open(who: Person | 'admin', where: string): Promise<{ page: Page; errors: string[] }> {
    let context: BrowserContext;
    if (who === 'admin') {
      context = await browser.newContext('desktop');
      await signInViaApi(context, admin);
      contexts.push(context);
    } else {
      if (!who.context) {
        who.context = await browser.newContext('phone');
        await signInViaApi(who.context, who.credentials);
        contexts.push(who.context);
      }
      context = who.context;
    }
    const page = await context.newPage();
    const errors = watchErrors(page);
    const mode = process.env.SHOTS_MODE;
    if (mode) await page.addInitScript((chosen) => localStorage.setItem('mui-mode', chosen), mode);
    await page.goto(where);
    return { page, errors };
  }

  const order = (token: string, id: string) => apiAs<Order>(token, 'GET', `/orders/${id}`);
  const proofs = (token: string, id: string) => apiAs<Proof[]>(token, 'GET', `/orders/${id}/proofs`);
  /** The newest notification of a type about an order, if it has come. */
  async function notificationAbout(who: Person, type: string, orderId: string) {
    const page = await apiAs<{ items: Notification[] }>(who.token, 'GET', '/notifications?pageSize=50');
    return page.items.find((one) => one.type === type && one.link?.includes(orderId));
  }
  async function claimRefundsToday() {
    const today = hcmDay(0);
    const report = await apiAs<{ rows: MoneyRow[] }>(
      admin.accessToken,
      'GET',
      `/stats/report/money?from=${today}&to=${today}`,
    );
    return report.rows.find((row) => row.date === today)?.claimRefunds ?? 0;
  }

  beforeAll(async () => {
    admin = inject('admin');
    staff = await person('STAFF', 'nv', { firstName: 'Quang', lastName: 'Đỗ Văn' });
    studentA = await person('STUDENT', 'sv305', { firstName: 'An', lastName: 'Lê Thị' }, '305');
    studentB = await person('STUDENT', 'sv612', { firstName: 'Bình', lastName: 'Phạm Văn' }, '612');
    const services = await apiAs<Service[]>(studentA.token, 'GET', '/services');
    const byKg = services.find((service) => service.name === 'Giặt sấy gấp theo kg')!;
    const place = (who: Person) =>
      apiAs<Order>(who.token, 'POST', '/orders', {
        items: [{ serviceId: byKg.id, quantity: 3 }],
        pickupDate: day,
        pickupSlot: '17-19',
        paymentMethod: 'CASH',
      });
    orderA = await place(studentA);
    orderB = await place(studentB);
    // The office gives both pickups to the staff member (which confirms the orders).
    const assign = (one: Order) =>
      apiAs<{ id: string }>(admin.accessToken, 'POST', '/deliveries', {
        orderId: one.id,
        staffId: staff.user.id,
        scheduledDate: day,
        slot: '17-19',
        type: 'PICKUP',
      });
    taskA = await assign(orderA);
    await assign(orderB);
    originalSettings = await apiAs<{ reminderTime: string; proofAnswerHours: number }>(
      admin.accessToken,
      'GET',
      '/floor-settings',
    );
    claimRefundsBefore = await claimRefundsToday();
  });

  afterAll(async () => {
    // Other files must not be reminded at midnight: whatever failed, the admin's time comes back.
    await restoreSettings();
    for (const context of contexts) await context.close();
  });

  it('the night before: both students are reminded; one confirms, the other moves the pickup and leaves the bag with a roommate', async () => {
    // A reminder time already past: saving runs the reminder at once.
    settingsChanged = true;
    await apiAs(admin.accessToken, 'PUT', '/floor-settings', {
      reminderTime: '00:00',
      proofAnswerHours: originalSettings.proofAnswerHours,
    });
    let reminderA: Notification;
    let reminderB: Notification;
    try {
      await expect
        .poll(() => notificationAbout(studentA, 'PICKUP_REMINDER', orderA.id), { timeout: 15_000 })
        .toBeDefined();
      await expect
        .poll(() => notificationAbout(studentB, 'PICKUP_REMINDER', orderB.id), { timeout: 15_000 })
        .toBeDefined();
      reminderA = (await notificationAbout(studentA, 'PICKUP_REMINDER', orderA.id))!;
      reminderB = (await notificationAbout(studentB, 'PICKUP_REMINDER', orderB.id))!;
    } finally {
      await restoreSettings();
    }
    expect(reminderA.link).toBe(`/student/order?id=${orderA.id}&action=confirm`);
    expect(reminderB.link).toBe(`/student/order?id=${orderB.id}&action=confirm`);
    expect(reminderA.title).toBe(`Ngày mai lấy đồ: đơn ${orderA.code}`);

    // Student A opens the reminder's link and confirms.
    const a = await open(studentA, reminderA.link!);
    const askA = a.page.getByRole('dialog', { name: `Lịch lấy đồ đơn ${orderA.code}` });
    await askA.getByText('17:00–19:00').waitFor();
    await look(a.page, 'reminder');
    await askA.getByRole('button', { name: 'Xác nhận', exact: true }).click();
    await a.page.getByText('Đã xác nhận lịch lấy đồ', { exact: true }).waitFor();
    await a.page.getByText('Bạn đã xác nhận lịch lấy đồ.').waitFor();
    await askA.waitFor({ state: 'hidden' });
    expect((await order(studentA.token, orderA.id)).pickupConfirmedAt).toEqual(expect.any(String));

    // Student B opens theirs, moves the pickup to the evening window of the same day…
    const b = await open(studentB, reminderB.link!);
    const askB = b.page.getByRole('dialog', { name: `Lịch lấy đồ đơn ${orderB.code}` });
    await askB.getByRole('button', { name: 'Đổi giờ', exact: true }).click();
    const move = b.page.getByRole('dialog', { name: 'Đổi giờ lấy đồ' });
    await expect.poll(() => move.getByRole('button', { name: /^Ngày mai / }).getAttribute('aria-pressed')).toBe('true');
    await move.getByRole('button', { name: /^Tối 19:00–21:00/ }).click();
    await look(b.page, 'move-pickup');
    await move.getByRole('button', { name: 'Đổi giờ', exact: true }).click();
    await b.page.getByText(`Đã đổi giờ lấy đồ sang 19:00–21:00`).waitFor();
    await move.waitFor({ state: 'hidden' });

    // …and leaves the bag with a roommate.
    await b.page.getByRole('button', { name: 'Nơi giao nhận' }).click();
    const where = b.page.getByRole('dialog', { name: 'Nơi giao nhận' });
    await where
      .getByRole('radiogroup', { name: 'Khi lấy đồ' })
      .getByRole('radio', { name: 'Gửi bạn cùng phòng' })
      .check();
    await where.getByLabel('Tên bạn cùng phòng').fill('Lan');
    await look(b.page, 'handoff');
    await where.getByRole('button', { name: 'Lưu', exact: true }).click();
    await b.page.getByText('Đã lưu nơi giao nhận').waitFor();
    await where.waitFor({ state: 'hidden' });
    await b.page.getByText('Gửi bạn cùng phòng: Lan').waitFor();

    const movedB = await order(studentB.token, orderB.id);
    expect(movedB).toMatchObject({
      pickupDate: day,
      pickupSlot: '19-21',
      pickupConfirmedAt: null,
      pickupHandoff: { kind: 'ROOMMATE', name: 'Lan' },
    });
    // The assigned pickup moved with it, still the same staff member's.
    expect(movedB.deliveries.find((task) => task.type === 'PICKUP')).toMatchObject({
      slot: '19-21',
      scheduledDate: day,
    });
    expect(movedB.history.filter((entry) => entry.kind === 'SCHEDULE')).toHaveLength(2);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it("the staff member's run sheet walks the building floor by floor, and starting the building tells both students", async () => {
    const { page, errors } = await open(staff, `/staff/delivery?view=route&date=${day}`);
    await page.getByRole('heading', { level: 2, name: `Lộ trình ngày mai ${viDate(day)} · 2 việc` }).waitFor();
    await page.getByText('KTX Khu B · 2 việc').waitFor();
    const building = page.getByRole('region', { name: 'Tòa B2' });
    await building.getByText('2 việc', { exact: true }).waitFor();
    await building.getByRole('heading', { level: 4, name: 'Tầng 3 · 1' }).waitFor();
    await building.getByRole('heading', { level: 4, name: 'Tầng 6 · 1' }).waitFor();
    // Floor 3 before floor 6.
    expect(
      await building.getByRole('listitem').evaluateAll((items) => items.map((li) => li.getAttribute('aria-label'))),
    ).toEqual([`Lấy đồ phòng 305 ${orderA.code}`, `Lấy đồ phòng 612 ${orderB.code}`]);
    const stopA = building.getByRole('listitem', { name: `Lấy đồ phòng 305 ${orderA.code}` });
    await stopA.getByText('Tại phòng').waitFor();
    await stopA.getByText('Đã xác nhận').waitFor();
    await stopA.getByText('17:00–19:00').waitFor();
    const stopB = building.getByRole('listitem', { name: `Lấy đồ phòng 612 ${orderB.code}` });
    await stopB.getByText('Gửi bạn cùng phòng: Lan').waitFor();
    await stopB.getByText('Chưa xác nhận').waitFor();
    await stopB.getByText('19:00–21:00').waitFor();

    await building.getByRole('button', { name: 'Bắt đầu toà này' }).click();
    await page.getByText('Đã báo 2 sinh viên: Nhân viên đang đến').waitFor();
    await building.getByText(/^Đã bắt đầu /).waitFor();
    await look(page, 'run-sheet');

    for (const [who, one] of [
      [studentA, orderA],
      [studentB, orderB],
    ] as const) {
      const told = await notificationAbout(who, 'STAFF_COMING', one.id);
      expect(told).toMatchObject({ title: 'Nhân viên đang đến' });
      expect(told!.body).toContain(one.code);
      expect(told!.body).toContain('Quang');
    }
    expect(errors).toEqual([]);
  });

  it('proofs at the door and on the scale from the staff phone; the student disputes the weight', async () => {
    // The pickup is tomorrow's: only an admin lets it start today (the journey's day is one real day).
    await apiAs(admin.accessToken, 'PATCH', `/deliveries/${taskA.id}/status`, {
      status: 'IN_PROGRESS',
      override: true,
    });

    const desk = await open(staff, `/staff/delivery?date=${day}`);
    const cardB = desk.page.getByRole('listitem', { name: `Lấy đồ ${orderB.code}` });
    await cardB.getByText('Gửi bạn cùng phòng: Lan').waitFor();
    await cardB.getByText('Chưa xác nhận').waitFor();
    const cardA = desk.page.getByRole('listitem', { name: `Lấy đồ ${orderA.code}` });
    await cardA.getByRole('button', { name: 'Chụp ảnh & đếm đồ' }).click();
    const atDoor = desk.page.getByRole('dialog', { name: `Chụp ảnh & đếm đồ: ${orderA.code}` });
    await atDoor.locator('input[type="file"]').setInputFiles(photo('tui-do.jpg'));
    await atDoor.getByRole('img', { name: 'Ảnh vừa chụp' }).waitFor();
    for (let i = 0; i < 3; i++) await atDoor.getByRole('button', { name: 'Thêm Áo' }).click();
    for (let i = 0; i < 2; i++) await atDoor.getByRole('button', { name: 'Thêm Quần' }).click();
    await look(desk.page, 'proof-at-door');
    await atDoor.getByRole('button', { name: 'Lưu', exact: true }).click();
    await desk.page.getByText('Đã lưu ảnh và kiểm đếm').waitFor();
    await atDoor.waitFor({ state: 'hidden' });
    const pickupProof = (await proofs(admin.accessToken, orderA.id)).find((one) => one.stage === 'PICKUP');
    expect(pickupProof).toMatchObject({
      items: [
        { kind: 'Áo', count: 3 },
        { kind: 'Quần', count: 2 },
      ],
      weightKg: null,
      recordedBy: { name: 'Đỗ Văn Quang' },
      answer: null,
    });

    // The bag leaves the room (tomorrow's pickup again needs the admin), then goes on the scale.
    await apiAs(admin.accessToken, 'PATCH', `/deliveries/${taskA.id}/status`, { status: 'DONE', override: true });
    expect((await order(admin.accessToken, orderA.id)).status).toBe('PICKED_UP');
    const shop = await open(staff, `/staff/order?q=${orderA.code}`);
    const bag = shop.page.getByRole('listitem', { name: `Đơn ${orderA.code}` });
    await bag.getByRole('button', { name: 'Ảnh cân' }).click();
    const scale = shop.page.getByRole('dialog', { name: `Ảnh cân: ${orderA.code}` });
    await scale.locator('input[type="file"]').setInputFiles(photo('tren-can.jpg'));
    await scale.getByRole('img', { name: 'Ảnh vừa chụp' }).waitFor();
    // The estimate is the starting weight; the scale says more.
    await expect.poll(() => scale.getByLabel('Số cân').inputValue()).toBe('3');
    await scale.getByLabel('Số cân').fill('3,4');
    for (let i = 0; i < 3; i++) await scale.getByRole('button', { name: 'Thêm Áo' }).click();
    for (let i = 0; i < 2; i++) await scale.getByRole('button', { name: 'Thêm Quần' }).click();
    await look(shop.page, 'proof-on-scale');
    await scale.getByRole('button', { name: 'Lưu', exact: true }).click();
    await shop.page.getByText('Đã lưu ảnh và kiểm đếm').waitFor();
    await scale.waitFor({ state: 'hidden' });
    expect((await proofs(admin.accessToken, orderA.id)).find((one) => one.stage === 'WEIGHING')).toMatchObject({
      weightKg: 3.4,
      items: [
        { kind: 'Áo', count: 3 },
        { kind: 'Quần', count: 2 },
      ],
    });

    // Student A sees what the scale said, with the photo, and disputes it.
    const mine = await open(studentA, `/student/order?id=${orderA.id}`);
    const shown = mine.page.getByRole('region', { name: 'Ảnh và kiểm đếm' });
    const weighing = shown.locator('.MuiPaper-root', { hasText: 'Cân nặng: 3,4 kg' });
    await weighing.getByText('Khi cân').waitFor();
    await weighing.getByText('3 Áo · 2 Quần').waitFor();
    const weighPhoto = weighing.getByRole('img', { name: 'Ảnh túi đồ khi cân' });
    await weighPhoto.waitFor();
    await expect.poll(() => loaded(weighPhoto)).toBe(true);
    await shown.locator('.MuiPaper-root', { hasText: 'Khi lấy đồ' }).getByText('3 Áo · 2 Quần').waitFor();
    await weighing.getByRole('button', { name: 'Khiếu nại' }).click();
    const reason = 'Túi của mình chỉ 3 kg như lúc đặt, không phải 3,4 kg';
    await weighing.getByLabel('Điều gì không đúng?').fill(reason);
    await weighing.scrollIntoViewIfNeeded();
    await look(mine.page, 'dispute');
    await weighing.getByRole('button', { name: 'Gửi khiếu nại' }).click();
    await mine.page.getByText('Đã gửi khiếu nại, TSA sẽ phản hồi sớm').waitFor();
    await weighing.getByText('Đang khiếu nại').waitFor();

    const disputed = (await proofs(studentA.token, orderA.id)).find((one) => one.stage === 'WEIGHING')!;
    expect(disputed.answer).toBe('DISPUTED');
    expect(disputed.ticketId).toEqual(expect.any(String));
    const ticket = await apiAs<{ subject: string; order: { id: string } | null; messages: { body: string }[] }>(
      studentA.token,
      'GET',
      `/tickets/${disputed.ticketId}`,
    );
    expect(ticket.order?.id).toBe(orderA.id);
    expect(ticket.subject).toBe(`Khiếu nại kiểm đếm đơn ${orderA.code} (khi cân)`);
    const evidence = ticket.messages[0]!.body;
    expect(evidence).toContain('Kiểm đếm: 3 Áo, 2 Quần');
    expect(evidence).toContain('Cân nặng: 3,4 kg');
    expect(evidence).toContain(`Ảnh: ${disputed.photoUrl}`);
    expect(evidence).toContain(`Lý do khiếu nại: ${reason}`);
    expect(desk.errors).toEqual([]);
    expect(shop.errors).toEqual([]);
    expect(mine.errors).toEqual([]);
  });

  it('a lost item on the completed order: the student claims, the admin refunds in cash, the timeline and the money report show it', async () => {
    for (const status of ['WASHING', 'READY', 'DELIVERING']) {
      await apiAs(admin.accessToken, 'PATCH', `/orders/${orderA.id}/status`, { status });
    }
    const washed = await order(admin.accessToken, orderA.id);
    await apiAs(admin.accessToken, 'PATCH', `/orders/${orderA.id}/status`, {
      status: 'COMPLETED',
      cashCollected: washed.finalTotal,
    });
    const refund = Math.min(20_000, washed.finalTotal ?? washed.estimatedTotal);
    const money = `${String(refund).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`;

    // Student A reports a lost shirt from the completed order, with a photo.
    const mine = await open(studentA, '/student/report');
    await mine.page.getByRole('heading', { level: 1, name: 'Báo cáo sự cố' }).waitFor();
    await mine.page.getByRole('button', { name: 'Báo cáo sự cố' }).first().click();
    const form = mine.page.getByRole('dialog', { name: 'Báo cáo sự cố' });
    await form.getByRole('combobox', { name: /Đơn hàng gặp sự cố/ }).click();
    await mine.page.getByRole('option', { name: new RegExp(`^${orderA.code} · Hoàn thành`) }).click();
    await form.getByRole('combobox', { name: /Loại sự cố/ }).click();
    await mine.page.getByRole('option', { name: 'Mất đồ', exact: true }).click();
    await form.getByLabel('Mô tả sự cố').fill('Thiếu một áo sơ mi trắng khi nhận lại túi đồ.');
    await form.getByTestId('report-photo-input').setInputFiles(photo('ao-so-mi.jpg'));
    await form.getByRole('img', { name: 'ao-so-mi.jpg' }).waitFor();
    await look(mine.page, 'claim');
    await form.getByRole('button', { name: 'Gửi báo cáo' }).click();
    await mine.page.getByText('Đã gửi báo cáo sự cố').waitFor();
    await form.waitFor({ state: 'hidden' });

    const { items: filed } = await apiAs<{ items: Report[] }>(studentA.token, 'GET', `/reports?orderId=${orderA.id}`);
    expect(filed).toHaveLength(1);
    const claim = filed[0]!;
    expect(claim).toMatchObject({ type: 'LOST_ITEM', status: 'OPEN' });
    expect(claim.photos).toHaveLength(1);

    // The admin checks it against the pickup proof and refunds in cash.
    const desk = await open('admin', `/dashboard/report?id=${claim.id}`);
    const drawer = desk.page.locator('.MuiDrawer-paper');
    await drawer.getByRole('heading', { name: 'Xử lý báo cáo' }).waitFor();
    await drawer
      .getByRole('region', { name: 'Ảnh và kiểm đếm' })
      .locator('.MuiPaper-root', { hasText: 'Khi lấy đồ' })
      .getByText('3 Áo · 2 Quần')
      .waitFor();
    await drawer.getByLabel('Cách giải quyết (gửi cho sinh viên)').fill('Xin lỗi bạn, TSA hoàn tiền áo bị mất.');
    await drawer.getByLabel('Số tiền hoàn (₫, không bắt buộc)').fill(String(refund));
    await drawer.getByRole('group', { name: 'Cách hoàn tiền' }).getByRole('button', { name: 'Tiền mặt' }).click();
    await look(desk.page, 'claim-decision');
    await drawer.locator('button[type="submit"]', { hasText: 'Giải quyết' }).click();
    await desk.page.getByText('Đã giải quyết báo cáo').waitFor();
    await drawer.getByText(`Số tiền hoàn: ${money} (tiền mặt)`).waitFor();

    const resolved = await apiAs<Report>(admin.accessToken, 'GET', `/reports/${claim.id}`);
    expect(resolved).toMatchObject({ status: 'RESOLVED', refundAmount: refund, refundMethod: 'CASH' });
    const timeline = (await order(studentA.token, orderA.id)).history;
    expect(timeline.filter((entry) => entry.kind === 'CLAIM').map((entry) => entry.note)).toEqual([
      `Mất đồ: hoàn ${money} (tiền mặt)`,
    ]);
    expect(timeline.filter((entry) => entry.kind === 'PROOF')).toHaveLength(3);
    // "Bồi hoàn tiền mặt/chuyển khoản": no other journey pays claims back.
    expect((await claimRefundsToday()) - claimRefundsBefore).toBe(refund);
    expect(mine.errors).toEqual([]);
    expect(desk.errors).toEqual([]);
  });
});
