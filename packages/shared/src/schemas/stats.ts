/**
 * The figures behind the admin dashboard, the operations/revenue report, the staff home and
 * the landing page (`/api/stats/...`). Every date is a Ho Chi Minh City calendar day.
 *
 * Definitions (docs/decisions/010-business-figures.md):
 * - revenue: the value of completed orders (final total when weighed, else the estimate),
 *   counted on the day the order was completed, paid or not;
 * - an order is late while it is not finished and the step it waits for is overdue: not yet
 *   picked up after its pickup window ended, or not yet delivered RETURN_PROMISE_HOURS after it;
 * - an active student has placed at least one order in the period.
 */
import { z } from 'zod';
import { STATS_RANGE_MESSAGES, statsRangeInOrder, statsRangeNotTooWide } from '../stats-range';
import { addDays, isIsoDate } from '../time';
import { ORDER_STATUSES, PICKUP_SLOTS, type OrderStatus } from './orders';
/** The landing page shows the service's figures only once they mean something. */
export const PUBLIC_FIGURES_MIN_ORDERS = 20;

const dayField = (label: string) =>
  z
    .string({ error: `Vui lòng chọn ${label}` })
    .trim()
    .refine(isIsoDate, STATS_RANGE_MESSAGES.invalidDay(label));

const rangeQueryFields = {
  from: dayField('ngày bắt đầu').optional(),
  to: dayField('ngày kết thúc').optional(),
};

function withRangeRules<T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: T) {
  return schema
    .refine((q) => !q.from || !q.to || statsRangeInOrder(q.from, q.to), {
      message: STATS_RANGE_MESSAGES.order,
      path: ['to'],
    })
    .refine((q) => !q.from || !q.to || statsRangeNotTooWide(q.from, q.to), {
      message: STATS_RANGE_MESSAGES.tooWide,
      path: ['from'],
    });
}

/** `from`..`to`, both days included. Without them: the 30 days up to today (or from `from`). */
export const statsRangeQuerySchema = withRangeRules(z.object(rangeQueryFields));
export type StatsRangeQuery = z.infer<typeof statsRangeQuerySchema>;

export interface StatsRange {
  from: string;
  to: string;
}

/** The range a query asks for, with the defaults filled in against `today`. */
export function resolveStatsRange(query: StatsRangeQuery, today: string): StatsRange {
  const to = query.to ?? (query.from && addDays(query.from, 29) < today ? addDays(query.from, 29) : today);
  const from = query.from ?? addDays(to, -29);
  return { from, to };
}

const rangeFields = { from: z.string(), to: z.string() };
const count = z.number().int().min(0);
const money = z.number().int();

// ---- GET /stats/overview (admin): the KPI cards, always about now

export const statsOverviewSchema = z.object({
  /** The Ho Chi Minh City day the figures were computed for. */
  today: z.string(),
  ordersToday: count,
  /** Orders not finished yet (PENDING to DELIVERING); `pending` of them still wait for a confirmation. */
  inProgress: count,
  pending: count,
  late: count,
  revenueThisMonth: money,
  revenueLastMonth: money,
  /** Last month up to the same day of the month: the fair comparison for a month not over yet. */
  revenueLastMonthToDate: money,
  activeStudentsThisMonth: count,
  /** Incident reports OPEN or IN_REVIEW. */
  openReports: count,
  /** What the shop owes the students now (decision 042): every wallet's balance. */
  walletLiability: money,
  /** Plan kilograms sold and not used yet (this month's and the months to come), and their price. */
  planLiabilityKg: z.number(),
  planLiability: money,
  /** This month: discounts given by vouchers, and referrals' discounts plus rewards. */
  voucherCostThisMonth: money,
  referralCostThisMonth: money,
});
export type StatsOverview = z.infer<typeof statsOverviewSchema>;

// ---- GET /stats/charts?from&to (admin)

export const statusCountsSchema = z.object(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, count])) as Record<OrderStatus, typeof count>,
);
export type StatusCounts = z.infer<typeof statusCountsSchema>;

export const statsChartsSchema = z.object({
  ...rangeFields,
  /** Every day of the range (zeros included): orders placed that day, by their current status. */
  ordersPerDay: z.array(z.object({ date: z.string(), total: count, byStatus: statusCountsSchema })),
  /** Completed in the range, per service, highest revenue first. */
  revenuePerService: z.array(
    z.object({ serviceId: z.string(), serviceName: z.string(), orders: count, revenue: money }),
  ),
  /** Orders placed in the range by their current status (every status present). */
  statusMix: z.array(z.object({ status: z.enum(ORDER_STATUSES), count })),
  /** Orders (not cancelled) with a pickup day in the range, per building and pickup window, busiest first. */
  busiestSlots: z.array(
    z.object({ dormitory: z.string(), building: z.string(), slot: z.enum(PICKUP_SLOTS), orders: count }),
  ),
});
export type StatsCharts = z.infer<typeof statsChartsSchema>;

// ---- GET /stats/report/{table}?from&to (admin) and its CSV/XLSX exports

export const REPORT_TABLES = ['days', 'money', 'services', 'buildings', 'staff'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];
export const REPORT_TABLE_LABELS: Record<ReportTable, string> = {
  days: 'Theo ngày',
  money: 'Tiền và ưu đãi',
  services: 'Theo dịch vụ',
  buildings: 'Theo tòa nhà',
  staff: 'Theo nhân viên',
};
/** File names of the exports: `bao-cao-theo-ngay-20261101-20261130.csv`. */
export const REPORT_TABLE_SLUGS: Record<ReportTable, string> = {
  days: 'theo-ngay',
  money: 'tien-va-uu-dai',
  services: 'theo-dich-vu',
  buildings: 'theo-toa-nha',
  staff: 'theo-nhan-vien',
};
export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** How a column's value is shown: on screen, in the CSV and as an XLSX cell type. */
export type ReportColumnKind = 'text' | 'date' | 'count' | 'money' | 'minutes';
export interface ReportColumn<Row> {
  key: keyof Row & string;
  label: string;
  kind: ReportColumnKind;
}

export const reportDayRowSchema = z.object({
  date: z.string(),
  /** Orders placed that day. */
  created: count,
  completed: count,
  cancelled: count,
  /** Value of the orders completed that day. */
  revenue: money,
  /** Of that revenue, the part already paid. */
  paid: money,
});
/**
 * Where each day's money came from and went (decision 042): revenue net of discounts, what the
 * plans and discounts took off, what moved through the wallets, and what the wallets held at the
 * end of the day (the shop owes it to the students).
 */
export const reportMoneyRowSchema = z.object({
  date: z.string(),
  /** Orders completed that day, what the students owed: after plan and discount. */
  revenue: money,
  voucherDiscount: money,
  referralDiscount: money,
  /** The value of the plan kilograms those orders used (paid for when the plan was bought). */
  planCredit: money,
  /** Received that day and not reversed, by how it was paid. */
  cash: money,
  transfer: money,
  wallet: money,
  topUps: money,
  planSales: money,
  referralRewards: money,
  refunds: money,
  /** Lost-or-damaged claims paid back in cash or by transfer (decision 043); WALLET ones are in `refunds`. */
  claimRefunds: money,
  withdrawals: money,
  /** Admin adjustments, signed. */
  adjustments: money,
  /** The sum of every wallet's balance at the end of the day. */
  walletBalance: money,
});
export const reportServiceRowSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  unitLabel: z.string(),
  /** Completed orders with this service. */
  orders: count,
  quantity: z.number(),
  revenue: money,
});
export const reportBuildingRowSchema = z.object({
  dormitory: z.string(),
  building: z.string(),
  /** Orders placed in the range. */
  created: count,
  completed: count,
  cancelled: count,
  /** Distinct students who placed them. */
  students: count,
  revenue: money,
});
export const reportStaffRowSchema = z.object({
  staffId: z.string(),
  staffName: z.string(),
  email: z.string(),
  /** Tasks finished (done) in the range, pickups and drop-offs. */
  pickupsDone: count,
  dropoffsDone: count,
  tasksDone: count,
  tasksFailed: count,
  /**
   * For the orders this person delivered in the range: average minutes from the pickup (done)
   * to the delivery (done). Null when they delivered none.
   */
  avgPickupToDeliveryMinutes: z.number().int().nullable(),
});
export type ReportDayRow = z.infer<typeof reportDayRowSchema>;
export type ReportMoneyRow = z.infer<typeof reportMoneyRowSchema>;
export type ReportServiceRow = z.infer<typeof reportServiceRowSchema>;
export type ReportBuildingRow = z.infer<typeof reportBuildingRowSchema>;
export type ReportStaffRow = z.infer<typeof reportStaffRowSchema>;

export interface ReportRows {
  days: ReportDayRow;
  money: ReportMoneyRow;
  services: ReportServiceRow;
  buildings: ReportBuildingRow;
  staff: ReportStaffRow;
}

export const reportRowSchemas = {
  days: reportDayRowSchema,
  money: reportMoneyRowSchema,
  services: reportServiceRowSchema,
  buildings: reportBuildingRowSchema,
  staff: reportStaffRowSchema,
} as const;

export const reportTableSchemas = {
  days: z.object({ ...rangeFields, rows: z.array(reportDayRowSchema) }),
  money: z.object({ ...rangeFields, rows: z.array(reportMoneyRowSchema) }),
  services: z.object({ ...rangeFields, rows: z.array(reportServiceRowSchema) }),
  buildings: z.object({ ...rangeFields, rows: z.array(reportBuildingRowSchema) }),
  staff: z.object({ ...rangeFields, rows: z.array(reportStaffRowSchema) }),
} as const;
export type ReportTableData<T extends ReportTable> = { from: string; to: string; rows: ReportRows[T][] };

/**
 * The columns of each report table, in order. The screen and both exports read them from
 * here, so a downloaded file always holds the columns the admin saw.
 */
export const REPORT_COLUMNS: { [T in ReportTable]: ReportColumn<ReportRows[T]>[] } = {
  days: [
    { key: 'date', label: 'Ngày', kind: 'date' },
    { key: 'created', label: 'Đơn mới', kind: 'count' },
    { key: 'completed', label: 'Hoàn thành', kind: 'count' },
    { key: 'cancelled', label: 'Đã hủy', kind: 'count' },
    { key: 'revenue', label: 'Doanh thu (₫)', kind: 'money' },
    { key: 'paid', label: 'Đã thu (₫)', kind: 'money' },
  ],
  money: [
    { key: 'date', label: 'Ngày', kind: 'date' },
    { key: 'revenue', label: 'Doanh thu thuần (₫)', kind: 'money' },
    { key: 'voucherDiscount', label: 'Mã giảm giá (₫)', kind: 'money' },
    { key: 'referralDiscount', label: 'Ưu đãi giới thiệu (₫)', kind: 'money' },
    { key: 'planCredit', label: 'Trừ vào gói (₫)', kind: 'money' },
    { key: 'cash', label: 'Thu tiền mặt (₫)', kind: 'money' },
    { key: 'transfer', label: 'Thu chuyển khoản (₫)', kind: 'money' },
    { key: 'wallet', label: 'Trừ ví (₫)', kind: 'money' },
    { key: 'topUps', label: 'Nạp ví (₫)', kind: 'money' },
    { key: 'planSales', label: 'Bán gói (₫)', kind: 'money' },
    { key: 'referralRewards', label: 'Thưởng giới thiệu (₫)', kind: 'money' },
    { key: 'refunds', label: 'Hoàn vào ví (₫)', kind: 'money' },
    { key: 'claimRefunds', label: 'Bồi hoàn tiền mặt/chuyển khoản (₫)', kind: 'money' },
    { key: 'withdrawals', label: 'Rút khỏi ví (₫)', kind: 'money' },
    { key: 'adjustments', label: 'Điều chỉnh ví (₫)', kind: 'money' },
    { key: 'walletBalance', label: 'Số dư ví cuối ngày (₫)', kind: 'money' },
  ],
  services: [
    { key: 'serviceName', label: 'Dịch vụ', kind: 'text' },
    { key: 'unitLabel', label: 'Đơn vị', kind: 'text' },
    { key: 'orders', label: 'Số đơn', kind: 'count' },
    { key: 'quantity', label: 'Số lượng', kind: 'count' },
    { key: 'revenue', label: 'Doanh thu (₫)', kind: 'money' },
  ],
  buildings: [
    { key: 'dormitory', label: 'Ký túc xá', kind: 'text' },
    { key: 'building', label: 'Tòa nhà', kind: 'text' },
    { key: 'created', label: 'Đơn mới', kind: 'count' },
    { key: 'completed', label: 'Hoàn thành', kind: 'count' },
    { key: 'cancelled', label: 'Đã hủy', kind: 'count' },
    { key: 'students', label: 'Sinh viên', kind: 'count' },
    { key: 'revenue', label: 'Doanh thu (₫)', kind: 'money' },
  ],
  staff: [
    { key: 'staffName', label: 'Nhân viên', kind: 'text' },
    { key: 'email', label: 'Email', kind: 'text' },
    { key: 'pickupsDone', label: 'Lấy đồ xong', kind: 'count' },
    { key: 'dropoffsDone', label: 'Giao đồ xong', kind: 'count' },
    { key: 'tasksDone', label: 'Nhiệm vụ hoàn thành', kind: 'count' },
    { key: 'tasksFailed', label: 'Nhiệm vụ thất bại', kind: 'count' },
    { key: 'avgPickupToDeliveryMinutes', label: 'TB lấy → giao (phút)', kind: 'minutes' },
  ],
};

export const reportTableParamsSchema = z.object({
  table: z.enum(REPORT_TABLES, { error: 'Bảng báo cáo không tồn tại (days, money, services, buildings, staff)' }),
});
/** `GET /stats/report/{table}/export?format=csv|xlsx&from&to` */
export const reportExportQuerySchema = withRangeRules(
  z.object({
    ...rangeQueryFields,
    format: z.enum(REPORT_EXPORT_FORMATS, { error: 'Định dạng xuất phải là csv hoặc xlsx' }).default('csv'),
  }),
);
export type ReportExportQuery = z.infer<typeof reportExportQuerySchema>;

// ---- GET /stats/me (staff): my own figures

export const staffPeriodFiguresSchema = z.object({
  ...rangeFields,
  /** Tasks scheduled for me in the period. */
  tasksAssigned: count,
  pickupsDone: count,
  dropoffsDone: count,
  tasksFailed: count,
  /** Still to do (assigned or in progress). */
  tasksOpen: count,
  /** Distinct orders whose status I moved in the period (picked up, washing, ready, delivered…), each once. */
  ordersHandled: count,
  /** Average minutes from starting a task to finishing it, null with none finished. */
  avgTaskMinutes: z.number().int().nullable(),
});
export const staffFiguresSchema = z.object({
  today: staffPeriodFiguresSchema,
  /** Monday to Sunday of the current week. */
  week: staffPeriodFiguresSchema,
});
export type StaffPeriodFigures = z.infer<typeof staffPeriodFiguresSchema>;
export type StaffFigures = z.infer<typeof staffFiguresSchema>;

// ---- GET /stats/public (anyone): the landing page's figures

export const publicFiguresSchema = z.object({
  /** Null (with the rest) until PUBLIC_FIGURES_MIN_ORDERS orders are completed. */
  ordersCompleted: count.nullable(),
  /** Average hours from pickup to delivery over the last 90 days, one decimal. */
  averageTurnaroundHours: z.number().nullable(),
  studentsServed: count.nullable(),
});
export type PublicFigures = z.infer<typeof publicFiguresSchema>;
