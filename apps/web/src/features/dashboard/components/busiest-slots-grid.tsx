import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { PICKUP_SLOT_LABELS, PICKUP_SLOTS, type StatsCharts } from '@tsa/shared';
import { formatNumber } from '@/lib/format';
import { buildingLabel, slotGrid } from '../lib/chart-data';
import { ChartPanel, type ChartState } from './chart-panel';

const TOP_BUILDINGS = 8;

/**
 * Pickups per building and window as a heat grid: a table a screen reader reads cell by cell,
 * the darker the cell the busier the window, the busiest window of each building in bold.
 */
export function BusiestSlotsGrid({
  slots,
  state,
  updating,
}: {
  slots: StatsCharts['busiestSlots'];
  state: ChartState;
  updating?: boolean;
}) {
  const theme = useTheme();
  const grid = slotGrid(slots, TOP_BUILDINGS);
  const first = grid.rows[0];
  const shown: ChartState =
    state.kind === 'ready' && !first
      ? {
          kind: 'empty',
          title: 'Không có lượt lấy đồ nào trong khoảng này',
          description: 'Số lượt được tính theo ngày hẹn lấy đồ, không kể đơn đã hủy.',
        }
      : state;
  const busiest = grid.rows
    .flatMap((row) => PICKUP_SLOTS.map((slot) => ({ row, slot, count: row.counts[slot] })))
    .reduce<{ row: (typeof grid.rows)[number]; slot: (typeof PICKUP_SLOTS)[number]; count: number } | null>(
      (best, cell) => (!best || cell.count > best.count ? cell : best),
      null,
    );
  const dark = theme.palette.mode === 'dark';
  const heat = (count: number) => (grid.max ? count / grid.max : 0);

  return (
    <ChartPanel
      name="busiestSlots"
      state={shown}
      updating={updating}
      summary={
        busiest &&
        `Đông nhất: ${buildingLabel(busiest.row.building)} (${busiest.row.dormitory}), ${PICKUP_SLOT_LABELS[busiest.slot]} — ${formatNumber(busiest.count)} lượt` +
          (grid.hidden
            ? ` · ${formatNumber(grid.rows.length)} tòa đông nhất trên ${formatNumber(grid.rows.length + grid.hidden)}`
            : '')
      }
    >
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          sx={{
            width: '100%',
            minWidth: { xs: 300, sm: 520 },
            borderCollapse: 'separate',
            borderSpacing: '4px',
            '& th, & td': { p: 0, fontSize: '0.875rem' },
          }}
        >
          <thead>
            <tr>
              <Box
                component="th"
                scope="col"
                sx={{ textAlign: 'left', color: 'text.secondary', fontWeight: 600, pb: 0.5 }}
              >
                Tòa nhà
              </Box>
              {PICKUP_SLOTS.map((slot) => (
                <Box
                  key={slot}
                  component="th"
                  scope="col"
                  sx={{ color: 'text.secondary', fontWeight: 600, pb: 0.5, whiteSpace: 'nowrap' }}
                >
                  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                    {PICKUP_SLOT_LABELS[slot]}
                  </Box>
                  {/* Phones: '07–09', the full window in the title. */}
                  <Box
                    component="abbr"
                    title={PICKUP_SLOT_LABELS[slot]}
                    sx={{ display: { xs: 'inline', sm: 'none' }, textDecoration: 'none' }}
                  >
                    {slot.replace('-', '–')}
                  </Box>
                </Box>
              ))}
              <Box
                component="th"
                scope="col"
                sx={{ color: 'text.secondary', fontWeight: 600, pb: 0.5, textAlign: 'right' }}
              >
                Tổng
              </Box>
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row) => (
              <tr key={row.key}>
                <Box component="th" scope="row" sx={{ textAlign: 'left', pr: 1, maxWidth: { xs: 96, sm: 220 } }}>
                  <Typography component="span" variant="body2" sx={{ fontWeight: 700, display: 'block' }}>
                    {buildingLabel(row.building)}
                  </Typography>
                  <Typography
                    component="span"
                    variant="caption"
                    noWrap
                    sx={{
                      color: 'text.secondary',
                      display: 'block',
                      lineHeight: 1.3,
                    }}
                  >
                    {row.dormitory}
                  </Typography>
                </Box>
                {PICKUP_SLOTS.map((slot) => {
                  const count = row.counts[slot];
                  const level = heat(count);
                  // White reads on the darkest cells only; dark mode's light text reads on every blue.
                  const strong = !dark && level > 0.85;
                  const peak = count > 0 && slot === row.peak;
                  return (
                    <Box
                      key={slot}
                      component="td"
                      title={`${buildingLabel(row.building)}, ${PICKUP_SLOT_LABELS[slot]}: ${formatNumber(count)} lượt`}
                      sx={{
                        height: { xs: 36, sm: 40 },
                        minWidth: 40,
                        borderRadius: '8px',
                        textAlign: 'center',
                        fontVariantNumeric: 'tabular-nums',
                        fontWeight: peak ? 800 : 500,
                        color: strong ? theme.palette.primary.contrastText : count ? 'text.primary' : 'text.secondary',
                        bgcolor: count
                          ? alpha(theme.palette.primary.main, 0.1 + level * (dark ? 0.75 : 0.85))
                          : alpha(theme.palette.text.primary, dark ? 0.04 : 0.03),
                      }}
                    >
                      {formatNumber(count)}
                    </Box>
                  );
                })}
                <Box
                  component="td"
                  sx={{ textAlign: 'right', fontWeight: 700, fontVariantNumeric: 'tabular-nums', pl: 1 }}
                >
                  {formatNumber(row.total)}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </ChartPanel>
  );
}
