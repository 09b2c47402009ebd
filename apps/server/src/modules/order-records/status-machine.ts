import { rewardReferrerIfDue } from '../referrals';
import { canTransition, transitionRefusedMessage, type OrderStatus } from '@tsa/shared';
import type { NewOrder, OrderRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Outbox } from '../../lib/outbox';
import { notify } from '../../db/notify';
import { orderChanged } from './events';
import { orderStatusNotification } from './notify';
import type { Executor } from '../../db/executor';
import { insertHistory, updateOrderIfStatus } from './repository';

export function refusedTransition(from: OrderStatus, to: OrderStatus, hint?: string): AppError {
  const message = transitionRefusedMessage(from, to);
  return new AppError('orders/invalid-transition', { message: hint ? `${message}. ${hint}` : message });
}

export interface TransitionOptions {
  /** Who made the change (kept in the history). */
  byId: string;
  /** The transaction's outbox: the student's notification and `order:updated` go out after the commit. */
  outbox: Outbox;
  note?: string | null;
  /** Other columns changed together with the status. */
  set?: Partial<NewOrder>;
  /**
   * For moves the manual machine does not offer but a delivery outcome implies
   * (a failed drop-off brings DELIVERING back to READY), and for cancellation.
   */
  outsideMachine?: boolean;
}

/** The moment an order reaches a status the business figures count by (docs/decisions/010). */
function milestone(to: OrderStatus): Partial<NewOrder> {
  const now = new Date();
  if (to === 'PICKED_UP') return { pickedUpAt: now };
  if (to === 'COMPLETED') return { completedAt: now };
  if (to === 'CANCELLED') return { cancelledAt: now };
  return {};
}

/**
 * Moves an order the caller has locked (`lockOrder`) from its current status to `to`, inside
 * the caller's transaction, with its history row and the student's notification. The update
 * is also conditional on the status read, so a change that lost a race can never apply.
 */
export async function transitionOrder(
  tx: Executor,
  order: OrderRow,
  to: OrderStatus,
  options: TransitionOptions,
): Promise<OrderRow> {
  if (!options.outsideMachine && !canTransition(order.status, to)) throw refusedTransition(order.status, to);
  const updated = await updateOrderIfStatus(tx, order.id, order.status, {
    ...options.set,
    ...milestone(to),
    status: to,
  });
  if (!updated) throw refusedTransition(order.status, to);
  const note = options.note || null;
  await insertHistory(tx, { orderId: order.id, fromStatus: order.status, toStatus: to, byId: options.byId, note });
  await notify(tx, options.outbox, [orderStatusNotification(updated, order.status, to, note)], options.byId);
  orderChanged(options.outbox, updated);
  if (to === 'COMPLETED') await rewardReferrerIfDue(tx, options.outbox, updated);
  return updated;
}
