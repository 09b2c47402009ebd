import { BarChart } from '@mui/x-charts/BarChart';
import { ORDER_STATUS_LABELS, formatViDate, type StatsCharts } from '@tsa/shared';
import { ORDER_STATUS_COLORS } from '@/components/orders/order-status-chip';
import { formatNumber } from '@/lib/format';
import { ordersPerDayData } from '../lib/chart-data';
import { CHARTS, ChartPanel, type ChartState } from './chart-panel';

const countFormatter = (value: number | null) => (value === null ? '' : `${formatNumber(value)} đơn`);

/** Orders placed each day of the range, stacked by the status they are in now. */
export function OrdersPerDayChart({
  days,
  state,
  updating,
}: {
  days: StatsCharts['ordersPerDay'];
  state: ChartState;
  updating?: boolean;
}) {
  const data = ordersPerDayData(days);
  const shown: ChartState =
    state.kind === 'ready' && data.total === 0
      ? {
          kind: 'empty',
          title: 'Không có đơn nào trong khoảng này',
          description: 'Chọn khoảng thời gian khác để xem số đơn theo ngày.',
        }
      : state;
  return (
    <ChartPanel
      name="ordersPerDay"
      state={shown}
      updating={updating}
      summary={
        `Tổng ${formatNumber(data.total)} đơn trong ${formatNumber(days.length)} ngày` +
        (data.busiest
          ? ` · nhiều nhất ${formatNumber(data.busiest.total)} đơn ngày ${formatViDate(data.busiest.date)}`
          : '')
      }
    >
      <BarChart
        height={CHARTS.ordersPerDay.height}
        xAxis={[
          {
            scaleType: 'band',
            data: data.labels,
            tickLabelInterval: 'auto',
            categoryGapRatio: days.length > 45 ? 0.15 : 0.3,
          },
        ]}
        yAxis={[{ width: 40, tickMinStep: 1, valueFormatter: (value: number) => formatNumber(value) }]}
        series={data.series.map(({ status, data: counts }) => ({
          id: status,
          data: counts,
          stack: 'orders',
          label: ORDER_STATUS_LABELS[status],
          color: ORDER_STATUS_COLORS[status],
          valueFormatter: countFormatter,
        }))}
        grid={{ horizontal: true }}
        margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
        slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
      />
    </ChartPanel>
  );
}
