import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  PROOF_ANSWER_LABELS,
  PROOF_STAGE_LABELS,
  type AnswerProofInput,
  type CreateGarmentKindInput,
  type FloorSettings,
  type GarmentKind,
  type OrderProof,
  type OrderStatus,
  type ProofStage,
  type RecordProofData,
  type UpdateGarmentKindInput,
} from '@tsa/shared';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import type { FloorSettingsRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { transaction, type Publisher } from '../../lib/outbox';
import type { RequestOrigin } from '../../lib/request-origin';
import type { Viewer } from '../../lib/viewer';
import { recordAuditEvent } from '../audit';
import { findVisibleOrder, insertHistory, lockOrder, orderChanged, orderNotFound } from '../order-records';
import { detectPhotoType, looksLikePolyglot, readStoredPhoto, reencodePhoto } from '../reports';
import { openTicketIn } from '../tickets';
import { answerDeadline, describeProof, presentGarmentKind, presentProof, proofPhotoUrl } from './presenter';
import {
  findGarmentKindByName,
  findProof,
  insertGarmentKind,
  listGarmentKinds,
  listProofViews,
  lockGarmentKind,
  lockProof,
  nextGarmentPosition,
  pickupStaffIds,
  readFloorSettings,
  updateGarmentKind,
  updateProof,
  upsertProof,
  writeFloorSettings,
} from './repository';

// ---- garment kinds (admins keep the list; staff read the active ones)

export async function getGarmentKinds(db: Executor, viewer: Viewer): Promise<GarmentKind[]> {
  return (await listGarmentKinds(db, viewer.role === 'ADMIN')).map(presentGarmentKind);
}

const kindTaken = () =>
  new AppError('floor/garment-kind-taken', { fields: { name: 'Loại đồ này đã có trong danh sách' } });

export async function createGarmentKind(
  db: Db,
  admin: UserRow,
  input: CreateGarmentKindInput,
  origin: RequestOrigin,
): Promise<GarmentKind> {
  return db.transaction(async (tx) => {
    if (await findGarmentKindByName(tx, input.name)) throw kindTaken();
    const row = await insertGarmentKind(tx, {
      name: input.name,
      position: input.position ?? (await nextGarmentPosition(tx)),
    });
    await recordAuditEvent(tx, {
      action: 'garment-kind.created',
      actorId: admin.id,
      targetType: 'garment-kind',
      targetId: row.id,
      origin,
      details: { name: row.name },
    });
    return presentGarmentKind(row);
  });
}

export async function editGarmentKind(
  db: Db,
  admin: UserRow,
  id: string,
  input: UpdateGarmentKindInput,
  origin: RequestOrigin,
): Promise<GarmentKind> {
  return db.transaction(async (tx) => {
    const kind = await lockGarmentKind(tx, id);
    if (!kind) throw new AppError('floor/garment-kind-not-found');
    if (input.name !== undefined && input.name.toLowerCase() !== kind.name.toLowerCase()) {
      const other = await findGarmentKindByName(tx, input.name);
      if (other && other.id !== kind.id) throw kindTaken();
    }
    const row = await updateGarmentKind(tx, kind.id, input);
    const details: Record<string, unknown> = {};
    if (input.name !== undefined && input.name !== kind.name) details.name = { from: kind.name, to: row.name };
    if (input.position !== undefined && input.position !== kind.position) details.position = row.position;
    if (input.active !== undefined && input.active !== kind.active) details.active = row.active;
    await recordAuditEvent(tx, {
      action: 'garment-kind.updated',
      actorId: admin.id,
      targetType: 'garment-kind',
      targetId: row.id,
      origin,
      details,
    });
    return presentGarmentKind(row);
  });
}

// ---- floor settings

const presentSettings = (row: FloorSettingsRow): FloorSettings => ({
  reminderTime: row.reminderTime,
  proofAnswerHours: row.proofAnswerHours,
});

/** The shop's floor settings (the reminder job and the proofs read them). */
export async function getFloorSettings(db: Executor): Promise<FloorSettings> {
  return presentSettings(await readFloorSettings(db));
}

export async function saveFloorSettings(
  db: Db,
  admin: UserRow,
  input: FloorSettings,
  origin: RequestOrigin,
): Promise<FloorSettings> {
  return db.transaction(async (tx) => {
    const before = await readFloorSettings(tx);
    const row = await writeFloorSettings(tx, { ...input, updatedById: admin.id });
    await recordAuditEvent(tx, {
      action: 'floor.settings-changed',
      actorId: admin.id,
      targetType: 'floor-settings',
      targetId: 'shop',
      origin,
      details: { from: presentSettings(before), to: presentSettings(row) },
    });
    return presentSettings(row);
  });
}

// ---- proofs

/** The statuses an order may be in when each stage's proof is recorded. */
const STAGE_STATUSES: Record<ProofStage, readonly OrderStatus[]> = {
  PICKUP: ['CONFIRMED', 'PICKED_UP', 'WASHING'],
  WEIGHING: ['PICKED_UP', 'WASHING'],
};

export async function listOrderProofs(db: Executor, viewer: Viewer, orderId: string): Promise<OrderProof[]> {
  const { order } = await findVisibleOrder(db, viewer, orderId);
  const { proofAnswerHours } = await getFloorSettings(db);
  return (await listProofViews(db, order.id)).map((view) => presentProof(view, proofAnswerHours));
}

async function proofOf(db: Executor, orderId: string, stage: ProofStage): Promise<OrderProof> {
  const { proofAnswerHours } = await getFloorSettings(db);
  const view = (await listProofViews(db, orderId)).find((one) => one.proof.stage === stage);
  if (!view) throw new AppError('proofs/not-found');
  return presentProof(view, proofAnswerHours);
}

/** The photo as the reports keep theirs: a real image by its bytes, re-encoded without metadata. */
async function checkedPhoto(bytes: Buffer | undefined): Promise<Buffer> {
  if (!bytes?.length) throw new AppError('proofs/photo-required', { fields: { photo: 'Vui lòng chụp ảnh túi đồ' } });
  const detected = await detectPhotoType(bytes);
  if (!detected) {
    throw new AppError('uploads/invalid-type', { fields: { photo: 'Ảnh phải là JPEG, PNG hoặc WebP' } });
  }
  const reencoded = looksLikePolyglot(bytes, detected) ? undefined : await reencodePhoto(bytes);
  if (!reencoded) {
    throw new AppError('uploads/invalid-image', {
      fields: { photo: 'Ảnh bị hỏng hoặc có chứa nội dung không phải ảnh' },
    });
  }
  return reencoded;
}

/**
 * `POST /orders/{id}/proofs` (staff and admins): the bag's photo and its count at pickup, or on
 * the scale with its weight. Staff record a pickup proof only for an order whose pickup task is
 * theirs. Recording again replaces the proof and clears the student's answer; the order's
 * timeline gets a PROOF entry.
 */
export async function recordProof(
  db: Db,
  realtime: Publisher,
  dataDir: string,
  actor: UserRow,
  orderId: string,
  input: RecordProofData,
  photoBytes: Buffer | undefined,
): Promise<OrderProof> {
  const photo = await checkedPhoto(photoBytes);
  const { order } = await findVisibleOrder(db, actor, orderId);
  if (input.stage === 'PICKUP' && actor.role === 'STAFF' && !(await pickupStaffIds(db, order.id)).includes(actor.id)) {
    throw new AppError('proofs/not-yours');
  }
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const photoKey = `proofs/${order.id}/${name}`;
  const folder = path.join(dataDir, 'uploads', 'proofs', order.id);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, name), photo, { flag: 'wx' });
  let replaced: { photoKey: string; answer: string | null } | undefined;
  try {
    await transaction(db, realtime, async (tx, outbox) => {
      const locked = await lockOrder(tx, order.id);
      if (!locked) throw orderNotFound();
      if (!STAGE_STATUSES[input.stage].includes(locked.status)) throw new AppError('proofs/wrong-stage');
      replaced = await lockProof(tx, locked.id, input.stage);
      const proof = await upsertProof(tx, {
        orderId: locked.id,
        stage: input.stage,
        items: input.items.map((item) => ({ kind: item.kind.trim(), count: item.count })),
        weightKg: input.weightKg,
        photoKey,
        photoType: 'image/webp',
        photoSize: photo.length,
        recordedById: actor.id,
      });
      await insertHistory(tx, {
        orderId: locked.id,
        fromStatus: locked.status,
        toStatus: locked.status,
        byId: actor.id,
        note: `Ảnh và kiểm đếm ${PROOF_STAGE_LABELS[input.stage].toLowerCase()}: ${describeProof(proof)}`,
        kind: 'PROOF',
      });
      orderChanged(outbox, locked);
    });
  } catch (error) {
    await removeProofPhoto(dataDir, photoKey);
    throw error;
  }
  // The photo it replaced goes, unless the student disputed it: their ticket links to it.
  if (replaced && replaced.answer !== 'DISPUTED') await removeProofPhoto(dataDir, replaced.photoKey);
  return proofOf(db, order.id, input.stage);
}

/** Best effort: a photo left behind costs disk, never a wrong answer. */
async function removeProofPhoto(dataDir: string, photoKey: string): Promise<void> {
  await rm(path.join(dataDir, 'uploads', ...photoKey.split('/')), { force: true }).catch(() => undefined);
}

/** The bytes of a proof's photo: for the order's student, staff and admins only. */
export async function getProofPhoto(
  db: Db,
  dataDir: string,
  viewer: Viewer,
  orderId: string,
  stage: ProofStage,
  photo?: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  const { order } = await findVisibleOrder(db, viewer, orderId);
  // A named photo may be one a proof recorded again replaced, kept for the dispute about it.
  const photoKey = photo ? `proofs/${order.id}/${photo}.webp` : (await findProof(db, order.id, stage))?.photoKey;
  const bytes = photoKey && (await readStoredPhoto(dataDir, photoKey));
  if (!bytes) throw new AppError('proofs/not-found');
  return { bytes, contentType: 'image/webp' };
}

/**
 * `POST /orders/{id}/proofs/{stage}/answer` (the order's student), until `recordedAt +
 * proofAnswerHours`. A dispute opens a support ticket about the order whose first message holds
 * the proof (counts, weight, the photo's link) and the student's reason.
 */
export async function answerProof(
  db: Db,
  realtime: Publisher,
  student: UserRow,
  orderId: string,
  stage: ProofStage,
  input: { answer: AnswerProofInput['answer']; reason?: string },
): Promise<OrderProof> {
  const { order } = await findVisibleOrder(db, student, orderId);
  if (order.studentId !== student.id) throw orderNotFound();
  const { proofAnswerHours } = await getFloorSettings(db);
  await transaction(db, realtime, async (tx, outbox) => {
    const proof = await lockProof(tx, order.id, stage);
    if (!proof) throw new AppError('proofs/not-found');
    if (proof.answer) throw new AppError('proofs/already-answered');
    if (Date.now() > answerDeadline(proof.recordedAt, proofAnswerHours).getTime()) {
      throw new AppError('proofs/answer-closed');
    }
    let ticketId: string | null = null;
    if (input.answer === 'DISPUTED') {
      const ticket = await openTicketIn(tx, outbox, {
        ownerId: student.id,
        orderId: order.id,
        subject: `Khiếu nại kiểm đếm đơn ${order.code} (${PROOF_STAGE_LABELS[stage].toLowerCase()})`,
        message: [
          `Ghi nhận ${PROOF_STAGE_LABELS[stage].toLowerCase()} lúc ${proof.recordedAt.toISOString()}:`,
          proof.items.length ? `Kiểm đếm: ${proof.items.map((item) => `${item.count} ${item.kind}`).join(', ')}` : '',
          proof.weightKg !== null ? `Cân nặng: ${String(proof.weightKg).replace('.', ',')} kg` : '',
          `Ảnh: ${proofPhotoUrl(order.id, stage, proof.photoKey)}`,
          `Lý do khiếu nại: ${input.reason ?? ''}`,
        ]
          .filter(Boolean)
          .join('\n'),
      });
      ticketId = ticket.id;
    }
    await updateProof(tx, proof.id, { answer: input.answer, answeredAt: new Date(), ticketId });
    const locked = await lockOrder(tx, order.id);
    if (locked) {
      await insertHistory(tx, {
        orderId: locked.id,
        fromStatus: locked.status,
        toStatus: locked.status,
        byId: student.id,
        note: `Sinh viên ${PROOF_ANSWER_LABELS[input.answer].toLowerCase()} ảnh và kiểm đếm ${PROOF_STAGE_LABELS[stage].toLowerCase()}`,
        kind: 'PROOF',
      });
      orderChanged(outbox, locked);
    }
  });
  return proofOf(db, order.id, stage);
}
