import {
  SCAN_STAGE_LABELS,
  type BagLookup,
  type Rack,
  type RackContents,
  type RecordScanInput,
  type ScanResult,
} from '@tsa/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { transaction, type Publisher } from '../../lib/outbox';
import type { RequestOrigin } from '../../lib/request-origin';
import type { Viewer } from '../../lib/viewer';
import { recordAuditEvent } from '../audit';
import { canSeeOrder, findOrderWithPeople, insertHistory, orderChanged, orderNotFound } from '../order-records';
import { presentBag, presentScan } from './presenter';
import {
  deactivateRack,
  findActiveRack,
  findBagByCode,
  findRack,
  insertRack,
  insertScan,
  listBagsOnRack,
  listRacks,
  listScans,
  lockBagByCode,
  setOrderScan,
} from './repository';
import { closedFor, scanWarning } from './rules';

/**
 * `POST /scans` (staff and admins): records one scan of a bag, moves the order's last stage and
 * rack, appends a SCAN entry to its timeline and tells the student's screens. Out of order, the
 * scan is kept and its warning returned at once; a closed order's bag is refused.
 */
export async function recordScan(
  db: Db,
  realtime: Publisher,
  actor: UserRow,
  input: { code: string; stage: RecordScanInput['stage']; rackCode?: string | null },
): Promise<ScanResult> {
  const rackCode = input.stage === 'SHELVED' ? input.rackCode : null;
  if (input.stage === 'SHELVED' && !rackCode) {
    throw new AppError('scans/rack-required', { fields: { rackCode: 'Vui lòng quét hoặc chọn mã kệ' } });
  }
  return transaction(db, realtime, async (tx, outbox) => {
    const bag = await lockBagByCode(tx, input.code);
    if (!bag) throw new AppError('scans/unknown-bag');
    if (closedFor(bag.order.status, input.stage)) throw new AppError('scans/order-closed');
    if (rackCode && !(await findActiveRack(tx, rackCode))) throw new AppError('scans/unknown-rack');
    const warning = scanWarning(bag.order.status, bag.order.lastScanStage, input.stage);
    const scan = await insertScan(tx, {
      orderId: bag.order.id,
      stage: input.stage,
      rackCode,
      scannedById: actor.id,
      warning: warning?.message ?? null,
    });
    const order = await setOrderScan(tx, bag.order.id, { lastScanStage: input.stage, rackCode });
    const label = SCAN_STAGE_LABELS[input.stage];
    await insertHistory(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      byId: actor.id,
      note: rackCode ? `${label} · kệ ${rackCode}` : label,
      kind: 'SCAN',
    });
    orderChanged(outbox, order);
    return {
      scan: presentScan({
        ...scan,
        by: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName, role: actor.role },
      }),
      bag: presentBag({ ...bag, order: { ...bag.order, lastScanStage: input.stage, rackCode: rackCode ?? null } }),
      warning,
    };
  });
}

/** `GET /orders/{id}/scans`: the order's student, staff and admins; someone else's order does not exist. */
export async function orderScans(db: Db, viewer: Viewer, orderId: string) {
  const order = await findOrderWithPeople(db, orderId);
  if (!order || !canSeeOrder(viewer, order.order)) throw orderNotFound();
  return (await listScans(db, orderId)).map(presentScan);
}

/** `GET /scans/bags/{code}` (admins): the bag finder. */
export async function findBag(db: Db, code: string): Promise<BagLookup> {
  const bag = await findBagByCode(db, code);
  if (!bag) throw new AppError('scans/unknown-bag');
  return { bag: presentBag(bag), scans: (await listScans(db, bag.order.id)).map(presentScan) };
}

const presentRack = (row: { code: string; name: string; active: boolean }): Rack => ({
  code: row.code,
  name: row.name,
  active: row.active,
});

export async function racks(db: Db): Promise<Rack[]> {
  return (await listRacks(db)).map(presentRack);
}

export async function createRack(
  db: Db,
  admin: UserRow,
  input: { code: string; name: string },
  origin: RequestOrigin,
): Promise<Rack> {
  return db.transaction(async (tx) => {
    const row = await insertRack(tx, input);
    if (!row) throw new AppError('racks/taken', { fields: { code: 'Mã kệ này đã tồn tại' } });
    await recordAuditEvent(tx, {
      action: 'rack.created',
      actorId: admin.id,
      targetType: 'rack',
      targetId: row.code,
      origin,
      details: { code: row.code, name: row.name },
    });
    return presentRack(row);
  });
}

/** Deactivating keeps the rack's past scans; bags still on it stay until they are scanned on. */
export async function retireRack(db: Db, admin: UserRow, code: string, origin: RequestOrigin): Promise<Rack> {
  return db.transaction(async (tx) => {
    const row = await deactivateRack(tx, code);
    if (!row) throw new AppError('racks/not-found');
    await recordAuditEvent(tx, {
      action: 'rack.deactivated',
      actorId: admin.id,
      targetType: 'rack',
      targetId: row.code,
      origin,
      details: { code: row.code },
    });
    return presentRack(row);
  });
}

export async function rackContents(db: Db, code: string): Promise<RackContents> {
  const rack = await findRack(db, code);
  if (!rack) throw new AppError('racks/not-found');
  return { rack: presentRack(rack), bags: (await listBagsOnRack(db, code)).map(presentBag) };
}
