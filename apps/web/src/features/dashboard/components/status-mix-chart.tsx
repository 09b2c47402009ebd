import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS_LABELS, type StatsCharts } from '@tsa/shared';
import { ORDER_STATUS_COLORS } from '@/components/orders/order-status-chip';
import { formatNumber } from '@/lib/format';
import { statusSlices, type StatusSlice } from '../lib/chart-data';
import { ringSlice } from '../lib/chart-scale';
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
          <Donut slices={slices} total={total} />
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

/** Degrees left empty between two slices, so that neighbours of the same shade stay apart. */
const SLICE_GAP = (1.5 * Math.PI) / 180;

/** The slices as a ring; the list beside it carries the figures for reading and for screen readers. */
function Donut({ slices, total }: { slices: StatusSlice[]; total: number }) {
  const centre = DONUT_SIZE / 2;
  const gap = slices.length > 1 ? SLICE_GAP : 0;
  let start = 0;
  return (
    <svg width={DONUT_SIZE} height={DONUT_SIZE} aria-hidden style={{ display: 'block' }}>
      {slices.map((slice) => {
        const sweep = (slice.count / total) * Math.PI * 2;
        const from = start;
        start += sweep;
        return (
          <path
            key={slice.status}
            d={ringSlice(centre, centre, 50, 82, from + gap / 2, from + Math.max(sweep - gap / 2, gap / 2 + 0.002))}
            fill={ORDER_STATUS_COLORS[slice.status]}
            fillRule="evenodd"
          >
            <title>{`${ORDER_STATUS_LABELS[slice.status]}: ${formatNumber(slice.count)} đơn (${formatPercent(slice.share)})`}</title>
          </path>
        );
      })}
    </svg>
  );
}
