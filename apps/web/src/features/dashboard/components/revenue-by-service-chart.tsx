import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { StatsCharts } from '@tsa/shared';
import { formatMoney } from '@/lib/format';
import { formatMoneyShort, formatPercent } from '../lib/figures';
import { CHARTS, ChartPanel, type ChartState } from './chart-panel';

/** Room for one service's bar; past a handful of services the chart grows instead of squeezing. */
const ROW_HEIGHT = 40;
/** Share of the row the longest bar takes (%); the rest is for its amount, printed after it. */
const BAR_ROOM = 72;

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
  const total = services.reduce((sum, service) => sum + service.revenue, 0);
  const top = services[0];
  const largest = Math.max(1, ...services.map((service) => service.revenue));
  const shown: ChartState =
    state.kind === 'ready' && services.length === 0
      ? {
          kind: 'empty',
          title: 'Chưa có đơn hoàn thành trong khoảng này',
          description: 'Doanh thu được tính vào ngày đơn hoàn thành.',
        }
      : state;
  const height = Math.max(CHARTS.revenuePerService.height, services.length * ROW_HEIGHT);
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
      <Box component="ul" aria-label="Doanh thu từng dịch vụ" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {services.map((service) => (
          <Box
            component="li"
            key={service.serviceId}
            title={`${service.serviceName}: ${formatMoney(service.revenue)}`}
            sx={{
              // On a phone the name sits above its bar, whole; beside it, it would be cut short.
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 10rem) minmax(0, 1fr)' },
              alignItems: 'center',
              columnGap: 1.5,
              rowGap: 0.25,
              minHeight: ROW_HEIGHT,
              py: { xs: 0.5, sm: 0 },
            }}
          >
            <Typography
              variant="body2"
              noWrap
              sx={{ textAlign: { sm: 'right' }, color: 'text.secondary', fontSize: { xs: '0.8125rem', sm: undefined } }}
            >
              {service.serviceName}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
              <Box sx={{ width: `${(service.revenue / largest) * BAR_ROOM}%`, minWidth: 4, height: 22 }}>
                <svg width="100%" height="100%" aria-hidden style={{ display: 'block' }}>
                  <rect width="100%" height="100%" rx={6} fill={theme.palette.primary.main} />
                </svg>
              </Box>
              <Typography variant="caption" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatMoneyShort(service.revenue)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </ChartPanel>
  );
}
