import type { StatsCharts, StatsOverview, StatusCounts } from '@tsa/shared';
import { ORDER_STATUSES, PICKUP_SLOTS } from '@tsa/shared/rules';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '@/lib/api-error';

/**
 * The dashboard's answers checked against their shape before they reach a card or a chart: a
 * body of another shape (an older server, a proxy's page) shows the usual error with a retry
 * rather than "NaN ₫". Written as plain checks, not with the shared zod schemas, so that the
 * dashboard paints without zod (≈ 27 KB, decision 036). Each shape lists every field of its
 * type, which the compiler holds to; `parse-stats.test.ts` holds the checks to the schemas.
 */
type Check = (value: unknown) => boolean;

const text: Check = (value) => typeof value === 'string';
const money: Check = (value) => Number.isInteger(value);
const count: Check = (value) => Number.isInteger(value) && (value as number) >= 0;
const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && values.includes(value);
const list =
  (item: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(item);
function shape<T>(fields: { [K in keyof T]-?: Check }): Check {
  return (value) =>
    typeof value === 'object' &&
    value !== null &&
    Object.entries<Check>(fields).every(([key, check]) => check((value as Record<string, unknown>)[key]));
}

type Item<T extends readonly unknown[]> = T[number];

const isStatusCounts = shape<StatusCounts>(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, count])) as Record<keyof StatusCounts, Check>,
);

export const isStatsOverview = shape<StatsOverview>({
  today: text,
  ordersToday: count,
  inProgress: count,
  pending: count,
  late: count,
  revenueThisMonth: money,
  revenueLastMonth: money,
  revenueLastMonthToDate: money,
  activeStudentsThisMonth: count,
  openReports: count,
  walletLiability: money,
  planLiabilityKg: (value) => typeof value === 'number' && value >= 0,
  planLiability: money,
  voucherCostThisMonth: money,
  referralCostThisMonth: money,
});

export const isStatsCharts = shape<StatsCharts>({
  from: text,
  to: text,
  ordersPerDay: list(shape<Item<StatsCharts['ordersPerDay']>>({ date: text, total: count, byStatus: isStatusCounts })),
  revenuePerService: list(
    shape<Item<StatsCharts['revenuePerService']>>({
      serviceId: text,
      serviceName: text,
      orders: count,
      revenue: money,
    }),
  ),
  statusMix: list(shape<Item<StatsCharts['statusMix']>>({ status: oneOf(ORDER_STATUSES), count })),
  busiestSlots: list(
    shape<Item<StatsCharts['busiestSlots']>>({
      dormitory: text,
      building: text,
      slot: oneOf(PICKUP_SLOTS),
      orders: count,
    }),
  ),
});

export function parseStats<T>(isShape: Check, body: unknown): T {
  if (!isShape(body)) throw new ApiError(0, 'stats/unexpected-response', FALLBACK_ERROR_MESSAGE);
  return body as T;
}
