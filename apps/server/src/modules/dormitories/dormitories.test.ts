import type { Dormitory, UnmappedAddress } from '@tsa/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema';
import { authHeader, createUser, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { placeOrder, signedIn, type Headers } from '../../test/orders';

describe('dormitory catalogue', () => {
  let app: FastifyInstance;
  let admin: Headers;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
  });
  afterAll(async () => app.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers?: Headers, payload?: unknown) =>
    app.inject({ method, url: `/api/dormitories${url}`, headers, payload: payload as never });
  const catalogue = async (headers?: Headers) =>
    (await call('GET', headers ? '?includeInactive=true' : '', headers)).json() as Dormitory[];
  const buildingOf = (list: Dormitory[], dormitoryCode: string, buildingCode: string) =>
    list.find((d) => d.code === dormitoryCode)!.buildings.find((b) => b.code === buildingCode)!;

  it('starts with KTX Khu A and B, shown to visitors who are signing up', async () => {
    const list = await catalogue();
    expect(list.map((d) => d.name)).toEqual(['KTX Khu A', 'KTX Khu B']);
    expect(list[0]!.buildings.map((b) => b.code)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
  });

  it('lets only an admin add and close places; closed places disappear from the public list', async () => {
    const student = await signedIn(app);
    const refused = await call('POST', '', student.headers, { name: 'KTX Khu C', code: 'C' });
    expect(refused.statusCode).toBe(403);

    const created = await call('POST', '', admin, { name: 'Ký túc xá Khu C', code: 'c' });
    expect(created.statusCode).toBe(201);
    const khuC = (created.json() as Dormitory[]).find((d) => d.code === 'C')!;
    const added = await call('POST', `/${khuC.id}/buildings`, admin, {
      name: 'Tòa C1',
      code: 'C1',
      roomMin: 101,
      roomMax: 520,
    });
    expect(added.statusCode).toBe(201);
    await call('POST', `/${khuC.id}/buildings`, admin, { name: 'Tòa C2', code: 'C2' });

    const twice = await call('POST', '', admin, { name: 'KTX khác', code: 'C' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'dormitories/code-taken', message: 'Tên hoặc mã này đã được dùng' });

    const badRange = await call('POST', `/${khuC.id}/buildings`, admin, {
      name: 'Tòa C9',
      code: 'C9',
      roomMin: 500,
      roomMax: 100,
    });
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().fields).toEqual({ roomMax: 'Phòng đầu phải nhỏ hơn hoặc bằng phòng cuối' });

    const c2 = buildingOf(await catalogue(admin), 'C', 'C2');
    expect((await call('PATCH', `/buildings/${c2.id}`, admin, { active: false })).statusCode).toBe(200);
    expect(buildingOf(await catalogue(), 'C', 'C1')).toBeDefined();
    expect((await catalogue()).find((d) => d.code === 'C')!.buildings.map((b) => b.code)).toEqual(['C1']);
    expect(buildingOf(await catalogue(admin), 'C', 'C2').active).toBe(false);
  });

  it('takes a profile address from the catalogue and checks the room against the building', async () => {
    const c1 = buildingOf(await catalogue(), 'C', 'C1');
    const student = await signedIn(app, { dormitory: null, building: null, room: null });
    const patch = (payload: unknown) =>
      app.inject({ method: 'PATCH', url: '/api/users/profile', headers: student.headers, payload: payload as never });

    const outside = await patch({ buildingId: c1.id, room: '99' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      code: 'addresses/invalid-room',
      message: 'Phòng của Tòa C1 là số từ 101 đến 520',
      fields: { room: 'Phòng của Tòa C1 là số từ 101 đến 520' },
    });

    const ok = await patch({ buildingId: c1.id, room: '203' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      dormitory: 'Ký túc xá Khu C',
      building: 'Tòa C1',
      room: '203',
      buildingId: c1.id,
      dormitoryId: c1.dormitoryId,
    });

    const unknown = await patch({ dormitory: 'KTX Zeta', building: 'Z1', room: '1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'addresses/unknown-dormitory',
      fields: { dormitory: expect.stringContaining('chọn ký túc xá từ danh sách') },
    });

    const closed = buildingOf(await catalogue(admin), 'C', 'C2');
    const refused = await patch({ buildingId: closed.id, room: '1' });
    expect(refused.json()).toMatchObject({ code: 'addresses/inactive' });
  });

  it('maps free-text addresses: exact, case- and accent-insensitive matches; the rest listed and mapped by hand', async () => {
    const seed = (dormitory: string, building: string) => createUser(app, { dormitory, building, room: '201' });
    const exact = await seed('KTX Khu A', 'A1');
    const lower = await seed('ktx khu a', 'a2');
    const noAccents = await seed('ky tuc xa khu c', 'toa c1');
    const upperSpaced = await seed('KÝ TÚC XÁ   KHU C', 'c1');
    const byCode = await seed('b', 'B4');
    const shortName = await seed('Khu A', 'A1');
    const shortName2 = await seed('Khu A', 'A1');
    const abbreviated = await seed('ktx a', 'A3');
    const unknownBuilding = await seed('KTX Khu B', 'B9');
    // An order placed before the catalogue existed, under a name nobody matches.
    const placed = await placeOrder(app, (await signedIn(app)).headers);
    await app.database.db
      .update(orders)
      .set({ dormitory: 'Khu A', building: 'A1', dormitoryId: null, buildingId: null })
      .where(eq(orders.id, placed.id));

    const run = await call('POST', '/mapping', admin);
    expect(run.statusCode).toBe(200);
    expect(run.json().users).toBeGreaterThanOrEqual(5);

    const list = await catalogue(admin);
    const a1 = buildingOf(list, 'A', 'A1');
    const row = async (id: string) => (await app.database.db.select().from(users).where(eq(users.id, id)))[0]!;
    expect(await row(exact.id)).toMatchObject({ buildingId: a1.id, dormitory: 'KTX Khu A', building: 'A1' });
    expect(await row(lower.id)).toMatchObject({
      buildingId: buildingOf(list, 'A', 'A2').id,
      dormitory: 'KTX Khu A',
      building: 'A2',
    });
    const c1 = buildingOf(list, 'C', 'C1');
    expect(await row(noAccents.id)).toMatchObject({
      buildingId: c1.id,
      dormitory: 'Ký túc xá Khu C',
      building: 'Tòa C1',
    });
    expect(await row(upperSpaced.id)).toMatchObject({ buildingId: c1.id });
    expect(await row(byCode.id)).toMatchObject({ buildingId: buildingOf(list, 'B', 'B4').id, dormitory: 'KTX Khu B' });
    for (const user of [shortName, abbreviated, unknownBuilding]) {
      expect(await row(user.id)).toMatchObject({ buildingId: null, dormitoryId: null });
    }

    const unmapped = (await call('GET', '/unmapped', admin)).json() as UnmappedAddress[];
    expect(unmapped).toEqual(
      expect.arrayContaining([
        { dormitory: 'Khu A', building: 'A1', users: 2, orders: 1 },
        { dormitory: 'ktx a', building: 'A3', users: 1, orders: 0 },
        { dormitory: 'KTX Khu B', building: 'B9', users: 1, orders: 0 },
      ]),
    );
    expect(unmapped.some((u) => u.dormitory === 'KTX Khu A' && u.building === 'A1')).toBe(false);

    const student = await signedIn(app);
    const refused = await call('POST', '/unmapped/map', student.headers, {
      dormitory: 'Khu A',
      building: 'A1',
      buildingId: a1.id,
    });
    expect(refused.statusCode).toBe(403);
    const mapped = await call('POST', '/unmapped/map', admin, {
      dormitory: 'Khu A',
      building: 'A1',
      buildingId: a1.id,
    });
    expect(mapped.json()).toEqual({ users: 2, orders: 1 });
    expect(await row(shortName2.id)).toMatchObject({ buildingId: a1.id, dormitory: 'KTX Khu A', building: 'A1' });
    const [order] = await app.database.db.select().from(orders).where(eq(orders.id, placed.id));
    // The order keeps its snapshot text and gains the reference.
    expect(order).toMatchObject({ dormitory: 'Khu A', buildingId: a1.id });
    const after = (await call('GET', '/unmapped', admin)).json() as UnmappedAddress[];
    expect(after.some((u) => u.dormitory === 'Khu A')).toBe(false);
  });

  it('folds Vietnamese in SQL the way the app does', async () => {
    const result = await app.database.db.execute<{ folded: string }>(
      sql`select tsa_fold(${'  Ký Túc Xá ĐẠI HỌC  Quốc gia '}) as folded`,
    );
    expect(result.rows[0]!.folded).toBe('ky tuc xa dai hoc quoc gia');
  });
});
