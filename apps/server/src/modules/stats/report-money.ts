/**
 * The report's money table (decision 042): per Ho Chi Minh City day, read from the base tables
 * (orders by completion, payments by receipt, wallet entries by creation), each through an
 * index on its timestamp. The wallets' balance at the end of a day is every entry before that
 * day's end: the sum before the range, then a running sum over the range.
 */
import type { ReportMoneyRow, StatsRange } from '@tsa/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rangeDays, rangeInstants, within } from './sql-days';

const hcmDay = (column: string) => sql.raw(`hcm_day(${column})`);

export async function reportMoney(db: Db, range: StatsRange): Promise<ReportMoneyRow[]> {
  const instants = rangeInstants(range);
  const entry = (kind: string, sign = 1) =>
    sql.raw(`coalesce(sum(e.amount) filter (where e.kind = '${kind}'), 0) * ${sign}`);
  const result = await db.execute(sql`
    with completed as (
      select ${hcmDay('o.completed_at')} as day,
        sum(coalesce(o.final_total, o.estimated_total)) as revenue,
        sum(o.discount_amount) filter (where o.discount_kind = 'VOUCHER') as voucher_discount,
        sum(o.discount_amount) filter (where o.discount_kind = 'REFERRAL') as referral_discount,
        sum(o.plan_credit) as plan_credit
      from orders o
      where o.status = 'COMPLETED' and ${within(sql`o.completed_at`, instants)}
      group by 1
    ), received as (
      select ${hcmDay('p.received_at')} as day,
        sum(p.amount) filter (where p.method = 'CASH') as cash,
        sum(p.amount) filter (where p.method = 'BANK_TRANSFER') as transfer,
        sum(p.amount) filter (where p.method = 'WALLET') as wallet
      from payments p
      where p.reversed_at is null and ${within(sql`p.received_at`, instants)}
      group by 1
    ), moved as (
      select ${hcmDay('e.created_at')} as day,
        ${entry('TOP_UP')} as top_ups,
        ${entry('PLAN_PURCHASE', -1)} as plan_sales,
        ${entry('REFERRAL_REWARD')} as referral_rewards,
        ${entry('REFUND')} as refunds,
        ${entry('WITHDRAWAL', -1)} as withdrawals,
        ${entry('ADJUSTMENT')} as adjustments,
        sum(e.amount) as net
      from wallet_entries e
      where ${within(sql`e.created_at`, instants)}
      group by 1
    ), claims as (
      -- Claims paid in cash or by transfer; a WALLET claim is the wallet's REFUND entry above.
      select ${hcmDay('c.created_at')} as day, sum(c.amount) as paid
      from claim_refunds c
      where c.method <> 'WALLET' and ${within(sql`c.created_at`, instants)}
      group by 1
    ), opening as (
      select coalesce(sum(e.amount), 0) as balance from wallet_entries e
      where e.created_at < ${sql`${instants.start.toISOString()}::timestamptz`}
    )
    select to_char(days.day, 'YYYY-MM-DD') as "date",
      coalesce(completed.revenue, 0)::float8 as "revenue",
      coalesce(completed.voucher_discount, 0)::float8 as "voucherDiscount",
      coalesce(completed.referral_discount, 0)::float8 as "referralDiscount",
      coalesce(completed.plan_credit, 0)::float8 as "planCredit",
      coalesce(received.cash, 0)::float8 as "cash",
      coalesce(received.transfer, 0)::float8 as "transfer",
      coalesce(received.wallet, 0)::float8 as "wallet",
      coalesce(moved.top_ups, 0)::float8 as "topUps",
      coalesce(moved.plan_sales, 0)::float8 as "planSales",
      coalesce(moved.referral_rewards, 0)::float8 as "referralRewards",
      coalesce(moved.refunds, 0)::float8 as "refunds",
      coalesce(claims.paid, 0)::float8 as "claimRefunds",
      coalesce(moved.withdrawals, 0)::float8 as "withdrawals",
      coalesce(moved.adjustments, 0)::float8 as "adjustments",
      ((select balance from opening) + sum(coalesce(moved.net, 0)) over (order by days.day))::float8 as "walletBalance"
    from ${rangeDays(range)} as days
      left join completed on completed.day = days.day
      left join received on received.day = days.day
      left join moved on moved.day = days.day
      left join claims on claims.day = days.day
    order by days.day`);
  return result.rows as unknown as ReportMoneyRow[];
}
