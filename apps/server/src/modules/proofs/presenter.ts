import path from 'node:path';
import { personName, type GarmentKind, type OrderProof } from '@tsa/shared';
import type { GarmentKindRow } from '../../db/schema';
import type { ProofView } from './repository';

/** A proof photo's file name without its folder and extension: 32 hex characters. */
export const PROOF_PHOTO_NAME = /^[0-9a-f]{32}$/;

/**
 * The address of one photo, named: a proof recorded again gets a new address (no browser keeps
 * showing the old one from its cache), and a dispute's message keeps pointing at what was shown.
 */
export const proofPhotoUrl = (orderId: string, stage: string, photoKey: string) =>
  `/api/orders/${orderId}/proofs/${stage}/photo?photo=${path.posix.basename(photoKey, '.webp')}`;

export function presentGarmentKind(row: GarmentKindRow): GarmentKind {
  return { id: row.id, name: row.name, position: row.position, active: row.active };
}

/** The only shape a proof leaves the server in; `answerHours` is the floor setting in force. */
export function presentProof({ proof, recorder }: ProofView, answerHours: number): OrderProof {
  return {
    id: proof.id,
    stage: proof.stage,
    items: proof.items,
    weightKg: proof.weightKg,
    photoUrl: proofPhotoUrl(proof.orderId, proof.stage, proof.photoKey),
    recordedBy: recorder ? { id: recorder.id, name: personName(recorder), role: recorder.role } : null,
    recordedAt: proof.recordedAt.toISOString(),
    answer: proof.answer,
    answeredAt: proof.answeredAt ? proof.answeredAt.toISOString() : null,
    answerUntil: answerDeadline(proof.recordedAt, answerHours).toISOString(),
    ticketId: proof.ticketId,
  };
}

export const answerDeadline = (recordedAt: Date, hours: number) => new Date(recordedAt.getTime() + hours * 3_600_000);

/** The proof in words, for the order's timeline and a dispute's first message. */
export function describeProof(proof: { items: { kind: string; count: number }[]; weightKg: number | null }): string {
  const parts: string[] = [];
  if (proof.items.length) parts.push(proof.items.map((item) => `${item.count} ${item.kind}`).join(', '));
  if (proof.weightKg !== null) parts.push(`${String(proof.weightKg).replace('.', ',')} kg`);
  return parts.join(' · ') || 'ảnh túi đồ';
}
