import type { ProofStage } from '@tsa/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  claimRefunds,
  deliveries,
  floorSettings,
  garmentKinds,
  orderProofs,
  users,
  type FloorSettingsRow,
  type GarmentKindRow,
  type OrderProofRow,
} from '../../db/schema';
import { isUuid, type Executor } from '../../db/executor';

/** The proofs module's queries: garment kinds, the floor settings row, proofs, claim refunds. */

// ---- garment kinds

export async function listGarmentKinds(db: Executor, includeInactive: boolean): Promise<GarmentKindRow[]> {
  return db
    .select()
    .from(garmentKinds)
    .where(includeInactive ? undefined : eq(garmentKinds.active, true))
    .orderBy(asc(garmentKinds.position), asc(garmentKinds.name));
}

export async function findGarmentKindByName(db: Executor, name: string): Promise<GarmentKindRow | undefined> {
  const [row] = await db
    .select()
    .from(garmentKinds)
    .where(sql`lower(${garmentKinds.name}) = lower(${name})`);
  return row;
}

export async function lockGarmentKind(tx: Executor, id: string): Promise<GarmentKindRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(garmentKinds).where(eq(garmentKinds.id, id)).for('update');
  return row;
}

export async function nextGarmentPosition(db: Executor): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${garmentKinds.position})` }).from(garmentKinds);
  return (row?.max ?? -1) + 1;
}

export async function insertGarmentKind(tx: Executor, values: { name: string; position: number }) {
  const [row] = await tx.insert(garmentKinds).values(values).returning();
  return row!;
}

export async function updateGarmentKind(
  tx: Executor,
  id: string,
  values: Partial<Pick<GarmentKindRow, 'name' | 'position' | 'active'>>,
): Promise<GarmentKindRow> {
  const [row] = await tx
    .update(garmentKinds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(garmentKinds.id, id))
    .returning();
  return row!;
}

// ---- floor settings

export async function readFloorSettings(db: Executor): Promise<FloorSettingsRow> {
  const [row] = await db.select().from(floorSettings).where(eq(floorSettings.id, 'shop'));
  if (row) return row;
  // The migration seeds the row; should it be gone, the defaults stand.
  const [made] = await db.insert(floorSettings).values({ id: 'shop' }).onConflictDoNothing().returning();
  return made ?? (await readFloorSettings(db));
}

export async function writeFloorSettings(
  tx: Executor,
  values: { reminderTime: string; proofAnswerHours: number; updatedById: string },
): Promise<FloorSettingsRow> {
  const [row] = await tx
    .insert(floorSettings)
    .values({ id: 'shop', ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: floorSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

// ---- proofs

export interface ProofView {
  proof: OrderProofRow;
  recorder: { id: string; firstName: string; lastName: string; role: (typeof users.$inferSelect)['role'] } | null;
}

export async function listProofViews(db: Executor, orderId: string): Promise<ProofView[]> {
  return db
    .select({
      proof: orderProofs,
      recorder: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role },
    })
    .from(orderProofs)
    .leftJoin(users, eq(users.id, orderProofs.recordedById))
    .where(eq(orderProofs.orderId, orderId))
    .orderBy(asc(orderProofs.recordedAt));
}

export async function findProof(db: Executor, orderId: string, stage: ProofStage): Promise<OrderProofRow | undefined> {
  const [row] = await db
    .select()
    .from(orderProofs)
    .where(and(eq(orderProofs.orderId, orderId), eq(orderProofs.stage, stage)));
  return row;
}

export async function lockProof(tx: Executor, orderId: string, stage: ProofStage): Promise<OrderProofRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderProofs)
    .where(and(eq(orderProofs.orderId, orderId), eq(orderProofs.stage, stage)))
    .for('update');
  return row;
}

/** Records the proof of a stage, replacing an earlier one and clearing its answer. */
export async function upsertProof(
  tx: Executor,
  values: Pick<
    OrderProofRow,
    'orderId' | 'stage' | 'items' | 'weightKg' | 'photoKey' | 'photoType' | 'photoSize' | 'recordedById'
  >,
): Promise<OrderProofRow> {
  const fresh = { ...values, recordedAt: new Date(), answer: null, answeredAt: null, ticketId: null };
  const [row] = await tx
    .insert(orderProofs)
    .values(fresh)
    .onConflictDoUpdate({ target: [orderProofs.orderId, orderProofs.stage], set: fresh })
    .returning();
  return row!;
}

export async function updateProof(
  tx: Executor,
  id: string,
  values: Partial<Pick<OrderProofRow, 'answer' | 'answeredAt' | 'ticketId'>>,
): Promise<OrderProofRow> {
  const [row] = await tx.update(orderProofs).set(values).where(eq(orderProofs.id, id)).returning();
  return row!;
}

/** The staff member holding the order's pickup task (the open one, else the last one). */
export async function pickupStaffIds(db: Executor, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ staffId: deliveries.staffId })
    .from(deliveries)
    .where(and(eq(deliveries.orderId, orderId), eq(deliveries.type, 'PICKUP')));
  return rows.flatMap((row) => (row.staffId ? [row.staffId] : []));
}

// ---- claim refunds

export async function insertClaimRefund(
  tx: Executor,
  values: { reportId: string; proofId: string | null; method: string; amount: number },
): Promise<void> {
  await tx.insert(claimRefunds).values(values);
}
