import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { ORDER_STATUS_LABELS, type StatsCharts } from '@tsa/shared';
import { ORDER_STATUS_COLORS } from '@/components/orders/order-status-chip';
import { formatNumber } from '@/lib/format';
import { statusSlices } from '../lib/chart-data';
import { formatPercent } from '../lib/figures';
import { ChartPanel, type ChartState } from './chart-panel';

const DONUT_SIZE = 168;

/** Orders placed in the range by the status they are in now: a donut, and its legend as a list with the counts. */
export function StatusMixChart({
  mix,
  state,
  updating,
}: {
  mix: StatsCharts['statusMix'];
  state: ChartState;
  updating?: boolean;
}) {
  const slices = statusSlices(mix);
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  const completed = slices.find((slice) => slice.status === 'COMPLETED');
  const cancelled = slices.find((slice) => slice.status === 'CANCELLED');
  const shown: ChartState =
    state.kind === 'ready' && total === 0 ? { kind: 'empty', title: 'Không có đơn nào trong khoảng này' } : state;
  return (
    <ChartPanel
      name="statusMix"
      state={shown}
      updating={updating}
      summary={`${formatNumber(total)} đơn · hoàn thành ${formatPercent(completed?.share ?? 0)} · đã hủy ${formatPercent(cancelled?.share ?? 0)}`}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 3 }}
        sx={{
          alignItems: 'center',
          flex: 1,
        }}
      >
        <Box sx={{ width: DONUT_SIZE, flexShrink: 0 }}>
          <PieChart
            width={DONUT_SIZE}
            height={DONUT_SIZE}
            hideLegend
            margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
            series={[
              {
                data: slices.map((slice) => ({
                  id: slice.status,
                  value: slice.count,
                  label: ORDER_STATUS_LABELS[slice.status],
                  color: ORDER_STATUS_COLORS[slice.status],
                })),
                innerRadius: 50,
                outerRadius: 82,
                paddingAngle: slices.length > 1 ? 1.5 : 0,
                cornerRadius: 4,
                valueFormatter: (item) => `${formatNumber(item.value)} đơn (${formatPercent(item.value / total)})`,
              },
            ]}
          />
        </Box>
        <Box
          component="ul"
          aria-label="Chú thích trạng thái"
          sx={{ listStyle: 'none', m: 0, p: 0, width: '100%', minWidth: 0 }}
        >
          {slices.map((slice) => (
            <Stack
              key={slice.status}
              component="li"
              direction="row"
              spacing={1}
              sx={{
                alignItems: 'center',
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '3px',
                  bgcolor: ORDER_STATUS_COLORS[slice.status],
                  flexShrink: 0,
                }}
              />
              <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                {ORDER_STATUS_LABELS[slice.status]}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {formatNumber(slice.count)}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  color: 'text.secondary',
                  width: 52,
                  textAlign: 'right',
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {formatPercent(slice.share)}
              </Typography>
            </Stack>
          ))}
        </Box>
      </Stack>
    </ChartPanel>
  );
}
