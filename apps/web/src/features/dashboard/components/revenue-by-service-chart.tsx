import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StatsCharts } from '@tsa/shared';
import { formatMoney } from '@/lib/format';
import { formatMoneyShort, formatPercent } from '../lib/figures';
import { CHARTS, ChartPanel, type ChartState } from './chart-panel';

/** Room for one service's bar; past a handful of services the chart grows instead of squeezing. */
const ROW_HEIGHT = 40;
const AXIS_HEIGHT = 40;

/** Revenue of the orders completed in the range, per service, highest first. */
export function RevenueByServiceChart({
  services,
  state,
  updating,
}: {
  services: StatsCharts['revenuePerService'];
  state: ChartState;
  updating?: boolean;
}) {
  const theme = useTheme();
  // The longest bar's label needs the same room on a phone's narrower drawing as on a desktop.
  const headroom = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true }) ? 1.5 : 1.3;
  const total = services.reduce((sum, service) => sum + service.revenue, 0);
  const top = services[0];
  const shown: ChartState =
    state.kind === 'ready' && services.length === 0
      ? {
          kind: 'empty',
          title: 'Chưa có đơn hoàn thành trong khoảng này',
          description: 'Doanh thu được tính vào ngày đơn hoàn thành.',
        }
      : state;
  const height = Math.max(CHARTS.revenuePerService.height, services.length * ROW_HEIGHT + AXIS_HEIGHT);
  return (
    <ChartPanel
      name="revenuePerService"
      state={shown}
      updating={updating}
      height={state.kind === 'ready' ? height : undefined}
      summary={
        top &&
        `Tổng ${formatMoney(total)} · cao nhất: ${top.serviceName} (${formatPercent(total ? top.revenue / total : 0)})`
      }
    >
      <BarChart
        height={height}
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            data: services.map((service) => service.serviceName),
            width: 'auto',
            categoryGapRatio: 0.35,
          },
        ]}
        xAxis={[
          {
            valueFormatter: (value: number) => formatMoneyShort(value),
            tickNumber: 4,
            // Room after the longest bar for its label.
            domainLimit: (_min, max) => ({ min: 0, max: Number(max) * headroom }),
          },
        ]}
        series={[
          {
            id: 'revenue',
            data: services.map((service) => service.revenue),
            label: 'Doanh thu',
            color: theme.palette.primary.main,
            valueFormatter: (value: number | null) => (value === null ? '' : formatMoney(value)),
            // Each bar says its amount, so the figures read without hovering (phones cannot).
            barLabel: (item) => (item.value ? formatMoneyShort(item.value) : null),
            barLabelPlacement: 'outside',
          },
        ]}
        borderRadius={6}
        grid={{ vertical: true }}
        hideLegend
        margin={{ left: 0, right: 16, top: 0, bottom: 0 }}
      />
    </ChartPanel>
  );
}
