import {
  ORDER_STATUSES,
  statsChartsSchema,
  statsOverviewSchema,
  type StatsCharts,
  type StatsOverview,
} from '@tsa/shared';
import { describe, expect, it } from 'vitest';
import { isStatsCharts, isStatsOverview, parseStats } from './parse-stats';

const OVERVIEW: StatsOverview = {
  today: '2026-11-27',
  ordersToday: 12,
  inProgress: 30,
  pending: 4,
  late: 1,
  revenueThisMonth: 30_819_000,
  revenueLastMonth: 38_516_000,
  revenueLastMonthToDate: 33_741_500,
  activeStudentsThisMonth: 96,
  openReports: 0,
  walletLiability: 1_250_000,
  planLiabilityKg: 42.5,
  planLiability: 637_500,
  voucherCostThisMonth: 180_000,
  referralCostThisMonth: 40_000,
};

const CHARTS: StatsCharts = {
  from: '2026-11-26',
  to: '2026-11-27',
  ordersPerDay: [
    {
      date: '2026-11-26',
      total: 3,
      byStatus: Object.fromEntries(ORDER_STATUSES.map((status) => [status, status === 'COMPLETED' ? 3 : 0])) as never,
    },
  ],
  revenuePerService: [{ serviceId: 's1', serviceName: 'Giặt sấy', orders: 3, revenue: 150_000 }],
  statusMix: [{ status: 'COMPLETED', count: 3 }],
  busiestSlots: [{ dormitory: 'KTX Khu A', building: 'A1', slot: '17-19', orders: 3 }],
};

/** A copy of `value` without its field `key`. */
function without<T extends object>(value: T, key: keyof T): unknown {
  const copy: Partial<T> = { ...value };
  delete copy[key];
  return copy;
}

const [DAY] = CHARTS.ordersPerDay;
const [SERVICE] = CHARTS.revenuePerService;
const [SLOT] = CHARTS.busiestSlots;

const overviews: [string, unknown][] = [
  ['a real answer', OVERVIEW],
  ['a field missing', without(OVERVIEW, 'late')],
  ['a count as text', { ...OVERVIEW, ordersToday: '12' }],
  ['a negative count', { ...OVERVIEW, pending: -1 }],
  ['a fraction of an order', { ...OVERVIEW, inProgress: 1.5 }],
  ['a refund month (negative money)', { ...OVERVIEW, revenueThisMonth: -50_000 }],
  ['a proxy’s page', '<html>Bad gateway</html>'],
  ['nothing', null],
];

const charts: [string, unknown][] = [
  ['a real answer', CHARTS],
  ['an empty range', { ...CHARTS, ordersPerDay: [], revenuePerService: [], statusMix: [], busiestSlots: [] }],
  ['a status unknown here', { ...CHARTS, statusMix: [{ status: 'LOST', count: 3 }] }],
  ['a day without one status', { ...CHARTS, ordersPerDay: [{ ...DAY, byStatus: without(DAY!.byStatus, 'PENDING') }] }],
  ['a window unknown here', { ...CHARTS, busiestSlots: [{ ...SLOT, slot: '23-01' }] }],
  ['a list that is not one', { ...CHARTS, revenuePerService: {} }],
  ['a service without a name', { ...CHARTS, revenuePerService: [without(SERVICE!, 'serviceName')] }],
];

describe('the dashboard’s checks of its answers', () => {
  it.each(overviews)('overview, %s: as the shared schema decides', (_, body) => {
    expect(isStatsOverview(body)).toBe(statsOverviewSchema.safeParse(body).success);
  });

  it.each(charts)('charts, %s: as the shared schema decides', (_, body) => {
    expect(isStatsCharts(body)).toBe(statsChartsSchema.safeParse(body).success);
  });

  it('hands a good answer on and refuses another shape with the usual error', () => {
    expect(parseStats(isStatsOverview, OVERVIEW)).toBe(OVERVIEW);
    expect(() => parseStats(isStatsCharts, overviews[1]![1])).toThrow(
      expect.objectContaining({ code: 'stats/unexpected-response' }),
    );
  });
});
