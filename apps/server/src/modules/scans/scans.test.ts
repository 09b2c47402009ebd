import type { BagLookup, BagScan, OrderDetail, Rack, RackContents, ScanResult } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { authHeader, testAdmin } from '../../test/factories';
import { advanceTo, historyRows, placeOrder, signedIn, type Headers } from '../../test/orders';
import { createTestApp } from '../../test/test-app';

describe('bag scans and racks', () => {
  let app: FastifyInstance;
  let student: Awaited<ReturnType<typeof signedIn>>;
  let other: Awaited<ReturnType<typeof signedIn>>;
  let staff: Awaited<ReturnType<typeof signedIn>>;
  let admin: Headers;

  beforeAll(async () => {
    app = await createTestApp();
    student = await signedIn(app);
    other = await signedIn(app);
    staff = await signedIn(app, { role: 'STAFF', firstName: 'Bình', lastName: 'Lê Văn' });
    admin = await authHeader(app, await testAdmin(app));
  });
  afterAll(async () => app.close());

  const scan = (headers: Headers | undefined, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/scans', headers, payload });
  const createRack = (payload: Record<string, unknown>, headers: Headers = admin) =>
    app.inject({ method: 'POST', url: '/api/racks', headers, payload });
  const scansOf = (orderId: string, headers: Headers) =>
    app.inject({ method: 'GET', url: `/api/orders/${orderId}/scans`, headers });

  async function orderAt(status: 'CONFIRMED' | 'PICKED_UP' | 'WASHING' | 'READY' | 'COMPLETED' | 'CANCELLED') {
    const order = await placeOrder(app, student.headers);
    await advanceTo(app, admin, order.id, status);
    return order;
  }

  it('records a scan in order: who and when, the last stage, a SCAN entry on the timeline, no warning', async () => {
    const order = await orderAt('PICKED_UP');
    const response = await scan(staff.headers, { code: order.code.toLowerCase(), stage: 'WASHING' });
    expect(response.statusCode).toBe(201);
    const result = response.json() as ScanResult;
    expect(result.warning).toBeNull();
    expect(result.scan).toMatchObject({ stage: 'WASHING', rackCode: null, scannedBy: { name: 'Bình', role: 'STAFF' } });
    expect(result.bag).toMatchObject({ code: order.code, status: 'PICKED_UP', lastScanStage: 'WASHING' });

    const detail = (
      await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: student.headers })
    ).json() as OrderDetail;
    // The status machine stays the status's only writer.
    expect(detail.status).toBe('PICKED_UP');
    expect(detail.lastScanStage).toBe('WASHING');
    const history = await historyRows(app, order.id);
    expect(history.at(-1)).toMatchObject({
      kind: 'SCAN',
      note: 'Đang giặt',
      fromStatus: 'PICKED_UP',
      toStatus: 'PICKED_UP',
    });

    const scans = (await scansOf(order.id, student.headers)).json() as BagScan[];
    expect(scans).toHaveLength(1);
    expect(scans[0]).toMatchObject({ stage: 'WASHING', scannedBy: { name: 'Bình' }, warning: null });
  });

  it('warns at once when a stage is repeated, goes backwards or does not fit the status, and keeps the scan', async () => {
    const order = await orderAt('WASHING');
    expect((await scan(staff.headers, { code: order.code, stage: 'DRYING' })).json()).toMatchObject({ warning: null });
    const repeated = (await scan(staff.headers, { code: order.code, stage: 'DRYING' })).json() as ScanResult;
    expect(repeated.warning?.kind).toBe('REPEATED');
    const backwards = (await scan(staff.headers, { code: order.code, stage: 'WEIGHED' })).json() as ScanResult;
    expect(backwards.warning).toMatchObject({ kind: 'BACKWARDS' });
    expect(backwards.warning?.message).toContain('Đang sấy');
    const early = (await scan(staff.headers, { code: order.code, stage: 'OUT_FOR_DELIVERY' })).json() as ScanResult;
    expect(early.warning).toMatchObject({ kind: 'STATUS' });
    expect(early.warning?.message).toContain('Đang giặt');

    const scans = (await scansOf(order.id, admin)).json() as BagScan[];
    expect(scans.map((s) => [s.stage, s.warning !== null])).toEqual([
      ['DRYING', false],
      ['DRYING', true],
      ['WEIGHED', true],
      ['OUT_FOR_DELIVERY', true],
    ]);
  });

  it('refuses an unknown bag (404) and a cancelled or completed one (409), recording nothing', async () => {
    const unknown = await scan(staff.headers, { code: 'TSA-000000-9999', stage: 'WASHING' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'scans/unknown-bag', message: 'Mã túi không khớp đơn hàng nào' });

    const cancelled = await orderAt('CANCELLED');
    const refused = await scan(staff.headers, { code: cancelled.code, stage: 'WASHING' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'scans/order-closed' });
    expect((await scansOf(cancelled.id, admin)).json()).toEqual([]);

    const completed = await orderAt('COMPLETED');
    expect((await scan(staff.headers, { code: completed.code, stage: 'WASHING' })).statusCode).toBe(409);
    // The last hand-over of a bag completed a moment before is still recorded.
    expect((await scan(staff.headers, { code: completed.code, stage: 'DELIVERED' })).statusCode).toBe(201);
  });

  it('shelves a bag on an active rack, lists it there and clears the rack when it moves on', async () => {
    const created = await createRack({ code: 'k-a1', name: 'Kệ A1' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ code: 'K-A1', name: 'Kệ A1', active: true });
    const order = await orderAt('READY');

    const noRack = await scan(staff.headers, { code: order.code, stage: 'SHELVED' });
    expect(noRack.statusCode).toBe(400);
    expect(noRack.json()).toMatchObject({ code: 'scans/rack-required' });
    const unknownRack = await scan(staff.headers, { code: order.code, stage: 'SHELVED', rackCode: 'K-Z9' });
    expect(unknownRack.json()).toMatchObject({ statusCode: 404, code: 'scans/unknown-rack' });

    const shelved = await scan(staff.headers, { code: order.code, stage: 'SHELVED', rackCode: 'k-a1' });
    expect(shelved.statusCode).toBe(201);
    expect((shelved.json() as ScanResult).bag.rackCode).toBe('K-A1');
    expect((await historyRows(app, order.id)).at(-1)).toMatchObject({ kind: 'SCAN', note: 'Lên kệ · kệ K-A1' });
    const contents = (
      await app.inject({ method: 'GET', url: '/api/racks/K-A1/bags', headers: staff.headers })
    ).json() as RackContents;
    expect(contents.bags.map((bag) => bag.code)).toContain(order.code);

    await scan(staff.headers, { code: order.code, stage: 'OUT_FOR_DELIVERY' });
    const after = (
      await app.inject({ method: 'GET', url: '/api/racks/K-A1/bags', headers: admin })
    ).json() as RackContents;
    expect(after.bags.map((bag) => bag.code)).not.toContain(order.code);

    const found = (
      await app.inject({ method: 'GET', url: `/api/scans/bags/${order.code.toLowerCase()}`, headers: admin })
    ).json() as BagLookup;
    expect(found.bag).toMatchObject({ code: order.code, rackCode: null, lastScanStage: 'OUT_FOR_DELIVERY' });
    expect(found.scans.map((s) => s.stage)).toEqual(['SHELVED', 'OUT_FOR_DELIVERY']);
  });

  it('keeps racks an admin matter: unique codes, deactivation audited, no shelving on a retired rack', async () => {
    expect((await createRack({ code: 'K-B1', name: 'Kệ B1' })).statusCode).toBe(201);
    const taken = await createRack({ code: 'k-b1', name: 'Kệ khác' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'racks/taken' });
    expect((await createRack({ code: 'K B1!', name: 'x' })).json()).toMatchObject({ statusCode: 400 });
    expect((await createRack({ code: 'K-B2', name: 'Kệ' }, staff.headers)).statusCode).toBe(403);

    const retired = await app.inject({ method: 'POST', url: '/api/racks/K-B1/deactivate', headers: admin });
    expect(retired.json()).toEqual({ code: 'K-B1', name: 'Kệ B1', active: false });
    expect((await app.inject({ method: 'POST', url: '/api/racks/K-NONE/deactivate', headers: admin })).statusCode).toBe(
      404,
    );
    const events = await app.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, 'K-B1'));
    expect(events.map((e) => e.action).sort()).toEqual(['rack.created', 'rack.deactivated']);

    const order = await orderAt('READY');
    const refused = await scan(staff.headers, { code: order.code, stage: 'SHELVED', rackCode: 'K-B1' });
    expect(refused.json()).toMatchObject({ code: 'scans/unknown-rack' });
    const list = (await app.inject({ method: 'GET', url: '/api/racks', headers: staff.headers })).json() as Rack[];
    expect(list.find((rack) => rack.code === 'K-B1')?.active).toBe(false);
  });

  it('refuses students and strangers, hides other students’ orders and checks the input', async () => {
    const order = await orderAt('WASHING');
    expect((await scan(undefined, { code: order.code, stage: 'WASHING' })).statusCode).toBe(401);
    const student403 = await scan(student.headers, { code: order.code, stage: 'WASHING' });
    expect(student403.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/racks', headers: student.headers })).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/scans/bags/${order.code}`, headers: staff.headers })).statusCode,
    ).toBe(403);

    expect((await scansOf(order.id, other.headers)).json()).toMatchObject({
      statusCode: 404,
      code: 'orders/not-found',
    });
    expect((await scansOf('not-a-uuid', admin)).statusCode).toBe(404);

    const badStage = await scan(staff.headers, { code: order.code, stage: 'SOAKING' });
    expect(badStage.statusCode).toBe(400);
    expect(badStage.json().message).toContain('Vui lòng chọn khâu');
    const noCode = await scan(staff.headers, { code: '   ', stage: 'WASHING' });
    expect(noCode.json()).toMatchObject({ statusCode: 400 });
    expect(noCode.json().message).toContain('Vui lòng nhập mã túi');
  });
});
