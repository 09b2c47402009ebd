import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  buildings,
  dormitories,
  orders,
  users,
  type BuildingRow,
  type DormitoryRow,
  type NewBuilding,
  type NewDormitory,
} from '../../db/schema';
import { isUuid, type Executor } from '../../db/executor';
import { preparedOnce } from '../../db/prepared';
import { coalescedFor } from '../../lib/coalesce';

/** Catalogue names compared without case, diacritics or extra spaces (migration 0013). */
const fold = (value: unknown) => sql`tsa_fold(${value})`;

export async function listDormitories(db: Executor): Promise<DormitoryRow[]> {
  return db.select().from(dormitories).orderBy(asc(dormitories.code));
}

export async function listBuildings(db: Executor): Promise<BuildingRow[]> {
  return db.select().from(buildings).orderBy(asc(buildings.code));
}

export async function countDormitories(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(dormitories);
  return row?.n ?? 0;
}

export async function findDormitory(db: Executor, id: string): Promise<DormitoryRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(dormitories).where(eq(dormitories.id, id));
  return row;
}

export async function findBuilding(db: Executor, id: string): Promise<BuildingRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(buildings).where(eq(buildings.id, id));
  return row;
}

type BuildingWithDormitory = { building: BuildingRow; dormitory: DormitoryRow };

/**
 * A building with its dormitory, in one statement: every order placement resolves one.
 * Placements at the same moment share the statement (lib/coalesce.ts).
 */
export async function findBuildingWithDormitory(db: Executor, id: string): Promise<BuildingWithDormitory | undefined> {
  if (!isUuid(id)) return undefined;
  return coalescedFor(db, 'buildings_with_dormitories', buildingsWithDormitories)(id);
}

async function buildingsWithDormitories(db: Executor, ids: string[]): Promise<(BuildingWithDormitory | undefined)[]> {
  const rows = await preparedOnce(db, 'buildings_with_dormitories', () =>
    db
      .select({ building: buildings, dormitory: dormitories })
      .from(buildings)
      .innerJoin(dormitories, eq(dormitories.id, buildings.dormitoryId))
      .where(sql`${buildings.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('buildings_with_dormitories'),
  ).execute({ ids: [...new Set(ids)] });
  const byId = new Map(rows.map((row) => [row.building.id, row]));
  // Each caller gets its own copy: nobody's change to a row shows in another's.
  return ids.map((id) => {
    const row = byId.get(id);
    return row && { building: { ...row.building }, dormitory: { ...row.dormitory } };
  });
}

export async function insertDormitory(tx: Executor, values: NewDormitory): Promise<DormitoryRow> {
  const [row] = await tx.insert(dormitories).values(values).returning();
  return row!;
}

export async function updateDormitory(tx: Executor, id: string, values: Partial<NewDormitory>): Promise<DormitoryRow> {
  const [row] = await tx
    .update(dormitories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(dormitories.id, id))
    .returning();
  return row!;
}

export async function insertBuilding(tx: Executor, values: NewBuilding): Promise<BuildingRow> {
  const [row] = await tx.insert(buildings).values(values).returning();
  return row!;
}

export async function updateBuilding(tx: Executor, id: string, values: Partial<NewBuilding>): Promise<BuildingRow> {
  const [row] = await tx
    .update(buildings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(buildings.id, id))
    .returning();
  return row!;
}

/** The dormitory whose name or code is `text`, folded. */
export async function findDormitoryByText(db: Executor, text: string): Promise<DormitoryRow | undefined> {
  const [row] = await db
    .select()
    .from(dormitories)
    .where(sql`${fold(dormitories.name)} = ${fold(text)} or ${fold(dormitories.code)} = ${fold(text)}`)
    .orderBy(asc(dormitories.code))
    .limit(1);
  return row;
}

/** The building of `dormitoryId` whose name or code is `text`, folded. */
export async function findBuildingByText(
  db: Executor,
  dormitoryId: string,
  text: string,
): Promise<BuildingRow | undefined> {
  const [row] = await db
    .select()
    .from(buildings)
    .where(
      and(
        eq(buildings.dormitoryId, dormitoryId),
        sql`(${fold(buildings.name)} = ${fold(text)} or ${fold(buildings.code)} = ${fold(text)})`,
      ),
    )
    .orderBy(asc(buildings.code))
    .limit(1);
  return row;
}

// ---- mapping free-text addresses onto the catalogue

/**
 * Sets the catalogue references of every account and order whose free-text dormitory and
 * building equal a catalogue dormitory and one of its buildings (name or code), without case,
 * diacritics or extra spaces. Accounts also take the catalogue's spelling; orders keep their
 * snapshot text. Returns how many rows were mapped.
 */
export async function mapMatchingAddresses(tx: Executor): Promise<{ users: number; orders: number }> {
  const match = (table: typeof users | typeof orders) => sql`
    from ${buildings} b join ${dormitories} d on d.id = b.dormitory_id
    where ${table.buildingId} is null
      and (tsa_fold(${table.dormitory}) = tsa_fold(d.name) or tsa_fold(${table.dormitory}) = tsa_fold(d.code))
      and (tsa_fold(${table.building}) = tsa_fold(b.name) or tsa_fold(${table.building}) = tsa_fold(b.code))`;
  const mappedUsers = await tx.execute(sql`
    update ${users} set dormitory_id = d.id, building_id = b.id, dormitory = d.name, building = b.name, updated_at = now()
    ${match(users)}`);
  const mappedOrders = await tx.execute(sql`
    update ${orders} set dormitory_id = d.id, building_id = b.id
    ${match(orders)}`);
  return { users: affected(mappedUsers), orders: affected(mappedOrders) };
}

function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

/** Free-text addresses (dormitory, building) with no catalogue reference yet, with how many accounts and orders use each. */
export async function listUnmappedAddresses(db: Executor) {
  const result = await db.execute<{ dormitory: string; building: string; users: number; orders: number }>(sql`
    with unmapped as (
      select ${users.dormitory} as dormitory, ${users.building} as building, 1 as is_user, 0 as is_order
      from ${users}
      where ${users.buildingId} is null and ${users.deletedAt} is null
        and coalesce(btrim(${users.dormitory}), '') <> '' and coalesce(btrim(${users.building}), '') <> ''
      union all
      select ${orders.dormitory}, ${orders.building}, 0, 1 from ${orders} where ${orders.buildingId} is null
    )
    select dormitory, building, sum(is_user)::int as "users", sum(is_order)::int as "orders"
    from unmapped group by dormitory, building
    order by sum(is_user) + sum(is_order) desc, dormitory, building
    limit 500`);
  return result.rows;
}

/** Maps one free-text (dormitory, building) pair, exactly as written, onto `building`. */
export async function mapAddress(
  tx: Executor,
  from: { dormitory: string; building: string },
  building: BuildingRow,
  dormitory: DormitoryRow,
): Promise<{ users: number; orders: number }> {
  const mappedUsers = await tx
    .update(users)
    .set({
      dormitoryId: dormitory.id,
      buildingId: building.id,
      dormitory: dormitory.name,
      building: building.name,
      updatedAt: new Date(),
    })
    .where(and(isNull(users.buildingId), eq(users.dormitory, from.dormitory), eq(users.building, from.building)))
    .returning({ id: users.id });
  const mappedOrders = await tx
    .update(orders)
    .set({ dormitoryId: dormitory.id, buildingId: building.id })
    .where(and(isNull(orders.buildingId), eq(orders.dormitory, from.dormitory), eq(orders.building, from.building)))
    .returning({ id: orders.id });
  return { users: mappedUsers.length, orders: mappedOrders.length };
}

/** Accounts in a renamed dormitory or building take the catalogue's new spelling. */
export async function respellAccounts(tx: Executor, dormitory: DormitoryRow, building?: BuildingRow): Promise<void> {
  await tx.update(users).set({ dormitory: dormitory.name }).where(eq(users.dormitoryId, dormitory.id));
  if (building) await tx.update(users).set({ building: building.name }).where(eq(users.buildingId, building.id));
}
