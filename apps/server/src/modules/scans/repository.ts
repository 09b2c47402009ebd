import { and, asc, eq } from 'drizzle-orm';
import { bagScans, orders, racks, users, type NewOrder } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { isUuid } from '../../db/executor';

/** The bag's order with its student's name, as the scanner's banner and the bag finder show it. */
const bagColumns = {
  order: {
    id: orders.id,
    code: orders.code,
    status: orders.status,
    studentId: orders.studentId,
    building: orders.building,
    room: orders.room,
    lastScanStage: orders.lastScanStage,
    rackCode: orders.rackCode,
  },
  student: { firstName: users.firstName, lastName: users.lastName },
};

function selectBags(db: Executor) {
  return db.select(bagColumns).from(orders).innerJoin(users, eq(users.id, orders.studentId));
}
export type BagRow = Awaited<ReturnType<ReturnType<typeof selectBags>['execute']>>[number];

export async function findBagByCode(db: Executor, code: string): Promise<BagRow | undefined> {
  const [row] = await selectBags(db).where(eq(orders.code, code));
  return row;
}

/** The bag's order, locked for the scan's update (two scans of one bag at once take turns). */
export async function lockBagByCode(tx: Executor, code: string): Promise<BagRow | undefined> {
  const [row] = await selectBags(tx).where(eq(orders.code, code)).for('update', { of: orders });
  return row;
}

export async function listBagsOnRack(db: Executor, rackCode: string): Promise<BagRow[]> {
  return selectBags(db).where(eq(orders.rackCode, rackCode)).orderBy(asc(orders.code));
}

export async function setOrderScan(
  tx: Executor,
  orderId: string,
  values: Pick<NewOrder, 'lastScanStage' | 'rackCode'>,
) {
  const [row] = await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}

export async function insertScan(tx: Executor, values: typeof bagScans.$inferInsert) {
  const [row] = await tx.insert(bagScans).values(values).returning();
  return row!;
}

const scanColumns = {
  id: bagScans.id,
  stage: bagScans.stage,
  rackCode: bagScans.rackCode,
  scannedAt: bagScans.scannedAt,
  warning: bagScans.warning,
  by: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role },
};

export async function listScans(db: Executor, orderId: string) {
  if (!isUuid(orderId)) return [];
  return db
    .select(scanColumns)
    .from(bagScans)
    .leftJoin(users, eq(users.id, bagScans.scannedById))
    .where(eq(bagScans.orderId, orderId))
    .orderBy(asc(bagScans.id));
}
export type ScanRow = Awaited<ReturnType<typeof listScans>>[number];

// ---- racks

export async function listRacks(db: Executor) {
  return db.select().from(racks).orderBy(asc(racks.code));
}

export async function findRack(db: Executor, code: string) {
  const [row] = await db.select().from(racks).where(eq(racks.code, code));
  return row;
}

export async function findActiveRack(db: Executor, code: string) {
  const [row] = await db
    .select()
    .from(racks)
    .where(and(eq(racks.code, code), eq(racks.active, true)));
  return row;
}

export async function insertRack(tx: Executor, values: { code: string; name: string }) {
  const [row] = await tx.insert(racks).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deactivateRack(tx: Executor, code: string) {
  const [row] = await tx.update(racks).set({ active: false }).where(eq(racks.code, code)).returning();
  return row;
}
