import { addDays, formatViDate, hcmDateOf, PICKUP_SLOT_LABELS } from '@tsa/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { notify } from '../../db/notify';
import { orders } from '../../db/schema';
import { transaction, type Publisher } from '../../lib/outbox';
import { orderChanged, studentOrderLink } from '../order-records';
import { getFloorSettings } from '../proofs';

/** HH:MM of `now` in Ho Chi Minh City (UTC+7, no daylight saving). */
const hcmTimeOf = (now: Date) => new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(11, 16);

/**
 * The night-before reminder (decision 043): once Ho Chi Minh City's clock has passed the admin's
 * reminder time, every student with a pickup tomorrow (PENDING or CONFIRMED) is told, once. The
 * conditional UPDATE … WHERE pickup_reminded_at IS NULL is the claim: two instances (or two
 * runs) updating the same order wait on its row lock, and the second finds it reminded.
 */
export async function runPickupReminders(
  db: Db,
  realtime: Publisher,
  now = new Date(),
): Promise<{ reminded: number; waiting: boolean }> {
  if (hcmTimeOf(now) < (await getFloorSettings(db)).reminderTime) return { reminded: 0, waiting: true };
  const tomorrow = addDays(hcmDateOf(now), 1);
  const reminded = await transaction(db, realtime, async (tx, outbox) => {
    const rows = await tx
      .update(orders)
      .set({ pickupRemindedAt: now })
      .where(
        and(
          eq(orders.pickupDate, tomorrow),
          inArray(orders.status, ['PENDING', 'CONFIRMED']),
          isNull(orders.pickupRemindedAt),
        ),
      )
      .returning();
    await notify(
      tx,
      outbox,
      rows.map((order) => ({
        userId: order.studentId,
        type: 'PICKUP_REMINDER',
        title: `Ngày mai lấy đồ: đơn ${order.code}`,
        body: `Nhân viên sẽ đến lấy đồ khung ${PICKUP_SLOT_LABELS[order.pickupSlot!]} ngày ${formatViDate(order.pickupDate!)}. Mở đơn để Xác nhận, Đổi giờ hoặc Hủy.`,
        // The order opens on its reminder's choices: Xác nhận, Đổi giờ, Hủy.
        link: `${studentOrderLink(order.id)}&action=confirm`,
        event: 'PICKUP_REMINDER',
      })),
    );
    for (const order of rows) orderChanged(outbox, order);
    return rows.length;
  });
  return { reminded, waiting: false };
}

/** Every five minutes on one instance: the reminder goes out within five minutes of the admin's time. */
export const pickupReminderPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onReady', async () => {
    await app.jobs.work('pickup-reminders', async () => {
      const result = await runPickupReminders(app.database.db, app.realtime);
      if (result.reminded) app.log.info(result, 'pickup reminders sent');
    });
    await app.jobs.schedule('pickup-reminders', '*/5 * * * *');
  });
});
