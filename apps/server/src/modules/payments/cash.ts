import { addDays, hcmDateOf, hcmInstant, personName, type CashDay, type MyCash } from '@tsa/shared';
import type { Db } from '../../db/client';
import { cashCollectionsOf, cashPerStaffDay } from './repository';

/** `GET /payments/cash/me`: the cash a staff member collected on a day (today by default) and must hand over. */
export async function myCash(db: Db, staffId: string, date = hcmDateOf(new Date())): Promise<MyCash> {
  const rows = await cashCollectionsOf(db, staffId, hcmInstant(date), hcmInstant(addDays(date, 1)));
  return {
    date,
    total: rows.reduce((sum, row) => sum + row.amount, 0),
    collections: rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() })),
  };
}

/** `GET /payments/cash` (admins): cash collected per staff member per day, the last 7 days by default. */
export async function cashReconciliation(db: Db, query: { from?: string; to?: string }): Promise<CashDay[]> {
  const to = query.to ?? hcmDateOf(new Date());
  const from = query.from ?? addDays(to, -6);
  const rows = await cashPerStaffDay(db, hcmInstant(from), hcmInstant(addDays(to, 1)));
  return rows.map((row) => ({
    date: row.day,
    staff: { id: row.staff.id, name: personName(row.staff), role: row.staff.role },
    total: Number(row.total),
    count: Number(row.count),
  }));
}
