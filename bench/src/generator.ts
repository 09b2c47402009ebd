/**
 * Fills a TSA database with a year of realistic activity: ~1 student per 25 orders in the two
 * dormitories, 12 staff, orders with their lines, full status history, pickup and drop-off
 * tasks, payments and incident reports. Deterministic for a seed and a moment (`now`).
 */
import { compactDate } from '@tsa/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/lib/crypto';
import { searchTextOf, type NewUser } from '../../apps/server/src/modules/users/repository';
import { orderMoments } from './calendar';
import { liveOrder, type OrderRows, type World } from './order-life';
import { makeStaff, makeStudents, STAFF_COUNT, staffEmail, type StaffSeed, type StudentSeed } from './people';
import { Random, WeightedTable } from './random';
import * as writer from './writer';

/** Every generated staff member and student signs in with this password. */
export const GENERATED_PASSWORD = 'Giatsay@2026';
export const ORDERS_PER_STUDENT = 25;
const ORDERS_PER_BATCH = 1000;
const DAY = 86_400_000;

export interface GenerateOptions {
  orders: number;
  seed: number;
  now: Date;
  reset: boolean;
  log?: (line: string) => void;
}

export interface GenerationSummary {
  seconds: number;
  counts: Awaited<ReturnType<typeof writer.rowCounts>>;
}

export async function generate(database: Database, options: GenerateOptions): Promise<GenerationSummary> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const { db } = database;
  if (options.reset) {
    await writer.resetData(db);
    log('Đã xóa dữ liệu cũ (đơn, nhiệm vụ, báo cáo, thông báo, người dùng không phải quản trị).');
  }
  const taken = await writer.existingEmails(db, [staffEmail(0)]);
  if (taken.length)
    throw new Error(`Cơ sở dữ liệu đã có dữ liệu sinh sẵn (${taken[0]}): chạy lại với --reset để sinh mới`);

  const random = new Random(options.seed);
  const now = options.now;
  const adminId = await writer.firstAdminId(db);
  const catalogue = await writer.activeCatalogue(db);
  const regulationVersion = await writer.currentRegulationVersion(db);
  const passwordHash = await hashPassword(GENERATED_PASSWORD);

  const staff = makeStaff(random);
  const students = makeStudents(random, Math.max(1, Math.round(options.orders / ORDERS_PER_STUDENT)));
  const moments = orderMoments(random, options.orders, now);
  const pickStudent = new WeightedTable(
    students,
    students.map((student) => student.activity),
  );
  const seeds = moments.map((moment) => ({ ...moment, id: random.uuid(), student: pickStudent.draw(random) }));

  const perDay = new Map<string, number>();
  for (const seed of seeds) perDay.set(compactDate(seed.day), (perDay.get(compactDate(seed.day)) ?? 0) + 1);
  const lastBefore = await writer.reserveOrderNumbers(db, perDay);
  const codes = seeds.map((seed) => {
    const day = compactDate(seed.day);
    const number = lastBefore.get(day)! + 1;
    lastBefore.set(day, number);
    return `TSA-${day}-${String(number).padStart(4, '0')}`;
  });

  const firstOrder = new Map<string, number>();
  for (const seed of seeds) if (!firstOrder.has(seed.student.id)) firstOrder.set(seed.student.id, seed.at.getTime());
  await writer.insertAll(db, users, [
    ...staff.map((person, index) => staffRow(person, passwordHash, new Date(now.getTime() - (420 - index * 9) * DAY))),
    ...students.map((student) => {
      const joined = Math.min(firstOrder.get(student.id) ?? now.getTime(), now.getTime()) - random.int(1, 60) * DAY;
      return studentRow(student, passwordHash, regulationVersion, new Date(joined));
    }),
  ]);
  log(
    `Người dùng: ${STAFF_COUNT} nhân viên, ${students.length} sinh viên (${((performance.now() - started) / 1000).toFixed(1)} s).`,
  );

  const world: World = { now, random, catalogue, staff, adminId };
  // Two batches in flight: PostgreSQL checks and indexes one while the next is being made.
  const writing = new Set<Promise<void>>();
  for (let start = 0; start < seeds.length; start += ORDERS_PER_BATCH) {
    const batch: OrderRows[] = seeds
      .slice(start, start + ORDERS_PER_BATCH)
      .map((seed, offset) =>
        liveOrder(world, { id: seed.id, code: codes[start + offset]!, student: seed.student, createdAt: seed.at }),
      );
    const done = Math.min(start + ORDERS_PER_BATCH, seeds.length);
    const write = writer.writeOrders(db, batch).then(() => {
      writing.delete(write);
      if (done % 10_000 === 0 || done === seeds.length) {
        log(
          `  ${done.toLocaleString('vi-VN')} / ${seeds.length.toLocaleString('vi-VN')} đơn (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
    });
    writing.add(write);
    if (writing.size >= 2) await Promise.race(writing);
  }
  await Promise.all(writing);
  // Fresh statistics and visibility maps, as autovacuum would leave them on a live database.
  await db.execute(sql`vacuum analyze`);
  const counts = await writer.rowCounts(db);
  return { seconds: (performance.now() - started) / 1000, counts };
}

function staffRow(person: StaffSeed, passwordHash: string, createdAt: Date): NewUser {
  const { id, firstName, lastName, email, phoneNumber } = person;
  const row = {
    id,
    firstName,
    lastName,
    email,
    phoneNumber,
    passwordHash,
    role: 'STAFF' as const,
    verified: true,
    createdAt,
    updatedAt: createdAt,
  };
  return { ...row, searchText: searchTextOf(row) };
}

function studentRow(
  student: StudentSeed,
  passwordHash: string,
  regulationVersion: number | null,
  createdAt: Date,
): NewUser {
  const { id, firstName, lastName, email, phoneNumber, dormitory, building, room } = student;
  const row = {
    id,
    firstName,
    lastName,
    email,
    phoneNumber,
    dormitory,
    building,
    room,
    passwordHash,
    role: 'STUDENT' as const,
    verified: true,
    acceptedRegulationVersion: regulationVersion,
    createdAt,
    updatedAt: createdAt,
  };
  return { ...row, searchText: searchTextOf(row) };
}
