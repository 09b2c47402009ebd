import type { OrderProof, Report, TicketDetail } from '@tsa/shared';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, claimRefunds, orderProofs } from '../../db/schema';
import { authHeader, testAdmin } from '../../test/factories';
import {
  advanceTo,
  historyRows,
  placeOrder,
  setStatus,
  signedIn,
  today,
  tomorrow,
  type Headers,
} from '../../test/orders';
import { createTestApp } from '../../test/test-app';
import { JPEG, PNG, proofForm } from './test-support';

describe('proof at pickup and weighing: the staff record, the student answers', () => {
  let app: FastifyInstance;
  let student: Awaited<ReturnType<typeof signedIn>>;
  let other: Awaited<ReturnType<typeof signedIn>>;
  let staffA: Awaited<ReturnType<typeof signedIn>>;
  let staffB: Awaited<ReturnType<typeof signedIn>>;
  let admin: Headers;

  beforeAll(async () => {
    app = await createTestApp();
    student = await signedIn(app, { firstName: 'Lan', lastName: 'Trần Thị' });
    other = await signedIn(app);
    staffA = await signedIn(app, { role: 'STAFF', firstName: 'Hùng', lastName: 'Lê' });
    staffB = await signedIn(app, { role: 'STAFF' });
    admin = await authHeader(app, await testAdmin(app));
  });
  afterAll(async () => app.close());

  /** A confirmed order of the student whose pickup task is staff A's. */
  async function orderForPickup() {
    const order = await placeOrder(app, student.headers);
    expect((await setStatus(app, admin, order.id, 'CONFIRMED')).statusCode).toBe(200);
    const task = await app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: admin,
      payload: { orderId: order.id, type: 'PICKUP', staffId: staffA.user.id, scheduledDate: tomorrow(), slot: '17-19' },
    });
    expect(task.statusCode, task.body).toBe(201);
    return order;
  }

  async function record(
    headers: Headers,
    orderId: string,
    fields: Record<string, string>,
    photo: Buffer | null = JPEG,
  ) {
    const body = await proofForm(fields, photo);
    return app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/proofs`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  }
  const pickupFields = (
    items = [
      { kind: 'Áo', count: 3 },
      { kind: 'Quần', count: 2 },
    ],
  ) => ({
    stage: 'PICKUP',
    items: JSON.stringify(items),
  });
  const answer = (headers: Headers, orderId: string, stage: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/orders/${orderId}/proofs/${stage}/answer`, headers, payload });
  const proofsOf = (headers: Headers, orderId: string) =>
    app.inject({ method: 'GET', url: `/api/orders/${orderId}/proofs`, headers });

  it('the pickup staff records photo and count; a PROOF entry joins the timeline; the photo is re-encoded', async () => {
    const order = await orderForPickup();
    const response = await record(staffA.headers, order.id, pickupFields());
    expect(response.statusCode, response.body).toBe(201);
    const proof = response.json() as OrderProof;
    expect(proof).toMatchObject({
      stage: 'PICKUP',
      items: [
        { kind: 'Áo', count: 3 },
        { kind: 'Quần', count: 2 },
      ],
      weightKg: null,
      answer: null,
      ticketId: null,
      recordedBy: { id: staffA.user.id, name: 'Lê Hùng', role: 'STAFF' },
    });
    expect(proof.photoUrl).toMatch(new RegExp(`^/api/orders/${order.id}/proofs/PICKUP/photo\\?photo=[0-9a-f]{32}$`));
    // 48 hours to answer by default.
    expect(Date.parse(proof.answerUntil) - Date.parse(proof.recordedAt)).toBe(48 * 3_600_000);

    const history = await historyRows(app, order.id);
    const entry = history.find((row) => row.kind === 'PROOF');
    expect(entry).toMatchObject({ byId: staffA.user.id, fromStatus: 'CONFIRMED', toStatus: 'CONFIRMED' });
    expect(entry!.note).toContain('3 Áo, 2 Quần');

    for (const headers of [student.headers, staffB.headers, admin]) {
      const photo = await app.inject({ method: 'GET', url: proof.photoUrl, headers });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(photo.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    const foreign = await app.inject({ method: 'GET', url: proof.photoUrl, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
    expect((await proofsOf(other.headers, order.id)).json().code).toBe('orders/not-found');
    expect((await proofsOf(student.headers, order.id)).json()).toEqual([proof]);
    const anonymous = await app.inject({ method: 'GET', url: proof.photoUrl });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses: another staff member at pickup, students, a missing or fake photo, bad counts, the wrong stage', async () => {
    const order = await orderForPickup();
    const notYours = await record(staffB.headers, order.id, pickupFields());
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().code).toBe('proofs/not-yours');
    expect((await record(student.headers, order.id, pickupFields())).statusCode).toBe(403);

    const noPhoto = await record(staffA.headers, order.id, pickupFields(), null);
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().code).toBe('proofs/photo-required');
    const text = await record(staffA.headers, order.id, pickupFields(), Buffer.from('not a photo at all'));
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('uploads/invalid-type');

    const empty = await record(staffA.headers, order.id, pickupFields([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.items).toBe('Vui lòng đếm ít nhất một loại đồ');
    const zero = await record(staffA.headers, order.id, pickupFields([{ kind: 'Áo', count: 0 }]));
    expect(zero.json().fields['items.0.count']).toBe('Số lượng ít nhất là 1');
    const twice = await record(
      staffA.headers,
      order.id,
      pickupFields([
        { kind: 'Áo', count: 1 },
        { kind: 'áo ', count: 2 },
      ]),
    );
    expect(twice.json().fields['items.1.kind']).toBe('Loại đồ này đã có trong danh sách');
    const garbled = await record(staffA.headers, order.id, { stage: 'PICKUP', items: '[{' });
    expect(garbled.json()).toMatchObject({
      code: 'request/invalid-input',
      fields: { items: 'Danh sách đồ không hợp lệ' },
    });
    const badStage = await record(staffA.headers, order.id, { stage: 'WASHING', items: '[]' });
    expect(badStage.json().fields.stage).toBe('Bước ghi nhận phải là PICKUP hoặc WEIGHING');

    // Weighing before the bag is picked up: not yet.
    const early = await record(staffA.headers, order.id, { stage: 'WEIGHING', items: '[]', weightKg: '4,2' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('proofs/wrong-stage');
    const noWeight = await record(staffA.headers, order.id, { stage: 'WEIGHING', items: '[]' });
    expect(noWeight.json().fields.weightKg).toBe('Vui lòng nhập số cân');
    // JSON is not accepted: the photo is the point.
    const json = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/proofs`,
      headers: staffA.headers,
      payload: { stage: 'PICKUP', items: [] },
    });
    expect(json.statusCode).toBe(415);
    expect(await app.database.db.select().from(orderProofs).where(eq(orderProofs.orderId, order.id))).toEqual([]);
  });

  it('weighing: any staff records the scale photo and weight; recording again replaces and clears the answer', async () => {
    const order = await orderForPickup();
    expect((await setStatus(app, admin, order.id, 'PICKED_UP')).statusCode).toBe(200);
    const first = await record(staffB.headers, order.id, { stage: 'WEIGHING', items: '[]', weightKg: '4,2' }, PNG);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ stage: 'WEIGHING', weightKg: 4.2, items: [] });
    expect((await answer(student.headers, order.id, 'WEIGHING', { answer: 'CONFIRMED' })).json()).toMatchObject({
      answer: 'CONFIRMED',
    });
    const again = await record(admin, order.id, { stage: 'WEIGHING', items: '[]', weightKg: '4.5' });
    expect(again.json()).toMatchObject({ weightKg: 4.5, answer: null, answeredAt: null });
    expect(await app.database.db.select().from(orderProofs).where(eq(orderProofs.orderId, order.id))).toHaveLength(1);
    expect((await historyRows(app, order.id)).filter((row) => row.kind === 'PROOF')).toHaveLength(3);
  });

  it('the student confirms once, within the window; after it the API says answer-closed', async () => {
    const order = await orderForPickup();
    await record(staffA.headers, order.id, pickupFields());
    expect((await answer(other.headers, order.id, 'PICKUP', { answer: 'CONFIRMED' })).json().code).toBe(
      'orders/not-found',
    );
    expect((await answer(staffA.headers, order.id, 'PICKUP', { answer: 'CONFIRMED' })).statusCode).toBe(403);
    expect((await answer(student.headers, order.id, 'WEIGHING', { answer: 'CONFIRMED' })).json().code).toBe(
      'proofs/not-found',
    );
    const bad = await answer(student.headers, order.id, 'PICKUP', { answer: 'MAYBE' });
    expect(bad.json().fields.answer).toBe('Câu trả lời phải là CONFIRMED hoặc DISPUTED');

    const ok = await answer(student.headers, order.id, 'PICKUP', { answer: 'CONFIRMED' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ answer: 'CONFIRMED', ticketId: null });
    expect((await answer(student.headers, order.id, 'PICKUP', { answer: 'DISPUTED', reason: 'x' })).json().code).toBe(
      'proofs/already-answered',
    );

    const late = await orderForPickup();
    await record(staffA.headers, late.id, pickupFields());
    await app.database.db
      .update(orderProofs)
      .set({ recordedAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(orderProofs.orderId, late.id));
    const closed = await answer(student.headers, late.id, 'PICKUP', { answer: 'CONFIRMED' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('proofs/answer-closed');
  });

  it('a dispute opens a ticket about the order with the evidence and the reason; the proof keeps its id', async () => {
    const order = await orderForPickup();
    await record(staffA.headers, order.id, pickupFields());
    const noReason = await answer(student.headers, order.id, 'PICKUP', { answer: 'DISPUTED' });
    expect(noReason.json().fields.reason).toBe('Vui lòng cho biết điều gì không đúng');
    const disputed = await answer(student.headers, order.id, 'PICKUP', {
      answer: 'DISPUTED',
      reason: 'Mình gửi 4 áo chứ không phải 3',
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    const proof = disputed.json() as OrderProof;
    expect(proof.answer).toBe('DISPUTED');
    expect(proof.ticketId).toEqual(expect.any(String));
    const ticket = (
      await app.inject({ method: 'GET', url: `/api/tickets/${proof.ticketId}`, headers: student.headers })
    ).json() as TicketDetail;
    expect(ticket.subject).toContain(order.code);
    expect(ticket.order?.id).toBe(order.id);
    const [first] = ticket.messages;
    expect(first!.body).toContain('3 Áo, 2 Quần');
    expect(first!.body).toContain(proof.photoUrl);
    expect(first!.body).toContain('Mình gửi 4 áo chứ không phải 3');
    const notes = (await historyRows(app, order.id)).filter((row) => row.kind === 'PROOF').map((row) => row.note);
    expect(notes.at(-1)).toContain('khiếu nại');
  });

  it('recording again removes the photo it replaced, unless disputed: the ticket still shows what was disputed', async () => {
    const order = await orderForPickup();
    const photos = async () => readdir(path.join(app.config.dataDir, 'uploads', 'proofs', order.id));
    const photo = (url: string, headers: Headers = student.headers) => app.inject({ method: 'GET', url, headers });

    const first = (await record(staffA.headers, order.id, pickupFields())).json() as OrderProof;
    expect((await photo(first.photoUrl)).headers['content-type']).toBe('image/webp');
    const second = (await record(staffA.headers, order.id, pickupFields(), PNG)).json() as OrderProof;
    expect(second.photoUrl).not.toBe(first.photoUrl);
    expect((await photo(first.photoUrl)).json().code).toBe('proofs/not-found');
    expect(await photos()).toHaveLength(1);

    const disputed = await answer(student.headers, order.id, 'PICKUP', { answer: 'DISPUTED', reason: 'Thiếu 1 áo' });
    const ticketId = (disputed.json() as OrderProof).ticketId;
    const shown = (await photo(second.photoUrl)).rawPayload;
    const third = (await record(staffA.headers, order.id, pickupFields())).json() as OrderProof;
    expect(await photos()).toHaveLength(2);
    const ticket = (
      await app.inject({ method: 'GET', url: `/api/tickets/${ticketId}`, headers: student.headers })
    ).json() as TicketDetail;
    expect(ticket.messages[0]!.body).toContain(second.photoUrl);
    expect((await photo(second.photoUrl, admin)).rawPayload.equals(shown)).toBe(true);
    expect((await photo(third.photoUrl)).rawPayload.equals(shown)).toBe(false);
    // The order's current photo without a name is the newest.
    const current = await photo(`/api/orders/${order.id}/proofs/PICKUP/photo`);
    expect(current.rawPayload.equals((await photo(third.photoUrl)).rawPayload)).toBe(true);

    expect((await photo(second.photoUrl, other.headers)).json().code).toBe('orders/not-found');
    const traversal = await photo(`/api/orders/${order.id}/proofs/PICKUP/photo?photo=..%2F..%2Fsecret`);
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().fields.photo).toBe('Tên ảnh không hợp lệ');

    // A proof refused after its photo was stored leaves no file behind.
    const refused = await record(staffB.headers, order.id, { stage: 'WEIGHING', items: '[]', weightKg: '3' });
    expect(refused.json().code).toBe('proofs/wrong-stage');
    expect(await photos()).toHaveLength(2);
  });

  it('property: any itemised count within the limits is kept as sent, anything else is refused with a field', async () => {
    const order = await orderForPickup();
    const item = fc.record({
      kind: fc.constantFrom('Áo', 'Quần', 'Chăn', 'Tất', 'Khăn', 'Váy'),
      count: fc.oneof(fc.integer({ min: -5, max: 600 }), fc.double({ min: 0, max: 10, noNaN: true })),
    });
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(item, { selector: (one) => one.kind, maxLength: 4 }), async (items) => {
        const response = await record(staffA.headers, order.id, pickupFields(items), PNG);
        const valid =
          items.length > 0 && items.every((one) => Number.isInteger(one.count) && one.count >= 1 && one.count <= 500);
        if (valid) {
          expect(response.statusCode, response.body).toBe(201);
          expect((response.json() as OrderProof).items).toEqual(items);
        } else {
          expect(response.statusCode).toBe(400);
          expect(Object.keys(response.json().fields ?? {}).every((key) => key.startsWith('items'))).toBe(true);
        }
      }),
      { numRuns: 15 },
    );
  });
});

describe('garment kinds and floor settings (admins)', () => {
  let app: FastifyInstance;
  let staff: Headers;
  let student: Headers;
  let admin: Headers;

  beforeAll(async () => {
    app = await createTestApp();
    staff = (await signedIn(app, { role: 'STAFF' })).headers;
    student = (await signedIn(app)).headers;
    admin = await authHeader(app, await testAdmin(app));
  });
  afterAll(async () => app.close());

  const list = (headers: Headers) => app.inject({ method: 'GET', url: '/api/garment-kinds', headers });

  it('lists the seeded kinds to staff and admins; students are refused', async () => {
    const seeded = await list(staff);
    expect(seeded.statusCode).toBe(200);
    expect(seeded.json().map((kind: { name: string }) => kind.name)).toContain('Áo');
    expect((await list(student)).statusCode).toBe(403);
  });

  it('admins add, rename, reorder and switch off a kind; every change is audited; names are unique', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/garment-kinds',
      headers: admin,
      payload: { name: 'Gối ôm' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const kind = created.json();
    expect(kind).toMatchObject({ name: 'Gối ôm', active: true });
    const taken = await app.inject({
      method: 'POST',
      url: '/api/garment-kinds',
      headers: admin,
      payload: { name: 'gối ôm' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('floor/garment-kind-taken');
    const empty = await app.inject({
      method: 'POST',
      url: '/api/garment-kinds',
      headers: admin,
      payload: { name: ' ' },
    });
    expect(empty.json().fields.name).toBe('Vui lòng nhập tên loại đồ');
    expect(
      (await app.inject({ method: 'POST', url: '/api/garment-kinds', headers: staff, payload: { name: 'Mũ' } }))
        .statusCode,
    ).toBe(403);

    const patch = (payload: Record<string, unknown>, id = kind.id, headers = admin) =>
      app.inject({ method: 'PATCH', url: `/api/garment-kinds/${id}`, headers, payload });
    expect((await patch({ name: 'Gối' })).json()).toMatchObject({ name: 'Gối' });
    expect((await patch({ position: 0 })).json()).toMatchObject({ position: 0 });
    expect((await patch({ active: false })).json()).toMatchObject({ active: false });
    expect((await patch({ name: 'Áo' })).json().code).toBe('floor/garment-kind-taken');
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ active: true }, '7d3f8a2e-1111-4222-8333-944455556666')).json().code).toBe(
      'floor/garment-kind-not-found',
    );
    expect((await patch({ active: true }, 'abc')).json().code).toBe('floor/garment-kind-not-found');
    expect((await patch({ active: true }, kind.id, staff)).statusCode).toBe(403);

    expect((await list(staff)).json().map((one: { id: string }) => one.id)).not.toContain(kind.id);
    expect((await list(admin)).json().map((one: { id: string }) => one.id)).toContain(kind.id);
    const audited = await app.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, kind.id));
    expect(audited.map((row) => row.action).sort()).toEqual([
      'garment-kind.created',
      'garment-kind.updated',
      'garment-kind.updated',
      'garment-kind.updated',
    ]);
  });

  it('floor settings: admins read and save them, validated, audited; others are refused', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/floor-settings', headers: admin });
    expect(read.json()).toEqual({ reminderTime: '20:00', proofAnswerHours: 48 });
    expect((await app.inject({ method: 'GET', url: '/api/floor-settings', headers: staff })).statusCode).toBe(403);
    const put = (payload: Record<string, unknown>, headers = admin) =>
      app.inject({ method: 'PUT', url: '/api/floor-settings', headers, payload });
    expect((await put({ reminderTime: '25:00', proofAnswerHours: 24 })).json().fields.reminderTime).toBe(
      'Giờ nhắc có dạng HH:MM, ví dụ 20:00',
    );
    expect((await put({ reminderTime: '19:30', proofAnswerHours: 0 })).json().fields.proofAnswerHours).toBe(
      'Ít nhất 1 giờ',
    );
    expect((await put({ reminderTime: '19:30', proofAnswerHours: 24 }, staff)).statusCode).toBe(403);
    const saved = await put({ reminderTime: '19:30', proofAnswerHours: 24 });
    expect(saved.json()).toEqual({ reminderTime: '19:30', proofAnswerHours: 24 });
    expect((await app.inject({ method: 'GET', url: '/api/floor-settings', headers: admin })).json()).toEqual(
      saved.json(),
    );
    const audited = await app.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'floor.settings-changed'));
    expect(audited).toHaveLength(1);
  });
});

describe('lost-or-damaged claims: from a completed order, refunded by cash, transfer or wallet', () => {
  let app: FastifyInstance;
  let student: Awaited<ReturnType<typeof signedIn>>;
  let admin: Headers;

  beforeAll(async () => {
    app = await createTestApp();
    student = await signedIn(app);
    admin = await authHeader(app, await testAdmin(app));
  });
  afterAll(async () => app.close());

  async function completed() {
    const order = await placeOrder(app, student.headers);
    await advanceTo(app, admin, order.id, 'PICKED_UP');
    const body = await proofForm({ stage: 'PICKUP', items: JSON.stringify([{ kind: 'Áo', count: 5 }]) }, JPEG);
    const proof = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/proofs`,
      headers: { ...admin, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(proof.statusCode, proof.body).toBe(201);
    for (const status of ['WASHING', 'READY', 'DELIVERING', 'COMPLETED']) {
      const step = await setStatus(app, admin, order.id, status, status === 'COMPLETED' ? { cashCollected: 0 } : {});
      expect(step.statusCode, step.body).toBe(200);
    }
    return order;
  }
  const claim = (orderId: string, type = 'LOST_ITEM') =>
    app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: student.headers,
      payload: { orderId, type, description: 'Thiếu một chiếc áo trắng' },
    });
  const resolve = (id: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'PATCH',
      url: `/api/reports/${id}`,
      headers: admin,
      payload: { status: 'RESOLVED', answer: 'TSA xin lỗi và hoàn tiền', ...payload },
    });
  const balance = async () =>
    ((await app.inject({ method: 'GET', url: '/api/wallet', headers: student.headers })).json() as { balance: number })
      .balance;

  it('a claim needs a completed order; other incidents do not', async () => {
    const order = await placeOrder(app, student.headers);
    for (const type of ['LOST_ITEM', 'DAMAGED']) {
      const refused = await claim(order.id, type);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('claims/not-completed');
    }
    expect((await claim(order.id, 'LATE')).statusCode).toBe(201);
  });

  it('WALLET: the student’s balance goes up by the amount; the refund row names the pickup proof; a CLAIM entry', async () => {
    const order = await completed();
    const report = (await claim(order.id)).json() as Report;
    const before = await balance();
    const noMethod = await resolve(report.id, { refundAmount: 30_000 });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().code).toBe('claims/method-required');
    const tooMuch = await resolve(report.id, { refundAmount: 60_001, refundMethod: 'WALLET' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().code).toBe('claims/refund-too-large');
    const badMethod = await resolve(report.id, { refundAmount: 30_000, refundMethod: 'VOUCHER' });
    expect(badMethod.json().fields.refundMethod).toBe('Cách hoàn tiền phải là CASH, BANK_TRANSFER hoặc WALLET');
    expect(await balance()).toBe(before);

    const ok = await resolve(report.id, { refundAmount: 30_000, refundMethod: 'WALLET' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'RESOLVED', refundAmount: 30_000, refundMethod: 'WALLET' });
    expect(await balance()).toBe(before + 30_000);
    const [row] = await app.database.db.select().from(claimRefunds).where(eq(claimRefunds.reportId, report.id));
    const [proof] = await app.database.db.select().from(orderProofs).where(eq(orderProofs.orderId, order.id));
    expect(row).toMatchObject({ method: 'WALLET', amount: 30_000, proofId: proof!.id });
    const entry = (await historyRows(app, order.id)).filter((one) => one.kind === 'CLAIM');
    expect(entry).toHaveLength(1);
    expect(entry[0]!.note).toContain('30.000');
    // The order stays paid: the claim's money is the wallet's entry, not the order's refund.
    const detail = (await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: admin })).json();
    expect(detail).toMatchObject({ status: 'COMPLETED', refundedAmount: 0 });
  });

  it('CASH and BANK_TRANSFER are recorded without touching the wallet; resolving without a refund needs no method', async () => {
    for (const method of ['CASH', 'BANK_TRANSFER']) {
      const order = await completed();
      const report = (await claim(order.id, 'DAMAGED')).json() as Report;
      const before = await balance();
      const ok = await resolve(report.id, { refundAmount: 20_000, refundMethod: method });
      expect(ok.json()).toMatchObject({ refundMethod: method, refundAmount: 20_000 });
      expect(await balance()).toBe(before);
      expect(await app.database.db.select().from(claimRefunds).where(eq(claimRefunds.reportId, report.id))).toEqual([
        expect.objectContaining({ method, amount: 20_000 }),
      ]);
    }
    // The money report: cash and transfer claims in their own column, the WALLET one in the wallet's refunds.
    const money = await app.inject({
      method: 'GET',
      url: `/api/stats/report/money?from=${today()}&to=${today()}`,
      headers: admin,
    });
    expect(money.json().rows[0]).toMatchObject({ claimRefunds: 40_000, refunds: 30_000 });

    const order = await completed();
    const report = (await claim(order.id)).json() as Report;
    const none = await resolve(report.id, {});
    expect(none.json()).toMatchObject({ status: 'RESOLVED', refundAmount: null, refundMethod: null });
  });

  it('property: a refund is paid exactly when 0 < amount ≤ the order’s total', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 120_000 }), async (amount) => {
        const order = await completed();
        const report = (await claim(order.id)).json() as Report;
        const before = await balance();
        const response = await resolve(report.id, { refundAmount: amount, refundMethod: 'WALLET' });
        if (amount <= 60_000) {
          expect(response.statusCode).toBe(200);
          expect(await balance()).toBe(before + amount);
        } else {
          expect(response.json().code).toBe('claims/refund-too-large');
          expect(await balance()).toBe(before);
        }
      }),
      { numRuns: 6 },
    );
  });
});
