import { personName, type AuditAction, type AuditEvent } from '@tsa/shared';
import type { AuditEventView } from './repository';

export function presentAuditEvent({ row, actor, targetLabel }: AuditEventView): AuditEvent {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    action: row.action as AuditAction,
    actor: { id: row.actorId, email: row.actorEmail, name: actor ? personName(actor) : null },
    target: row.targetType && row.targetId ? { type: row.targetType, id: row.targetId, label: targetLabel } : null,
    ip: row.ip,
    userAgent: row.userAgent,
    details: row.details,
  };
}
