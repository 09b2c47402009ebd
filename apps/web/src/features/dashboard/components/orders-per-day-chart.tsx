import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS_LABELS, formatViDate, type StatsCharts } from '@tsa/shared';
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ORDER_STATUS_COLORS } from '@/components/orders/order-status-chip';
import { formatNumber } from '@/lib/format';
import { useElementWidth } from '@/lib/use-element-width';
import { ordersPerDayData, type OrdersPerDayData } from '../lib/chart-data';
import { labelEvery, niceTicks } from '../lib/chart-scale';
import { ChartLegend, ChartTooltip } from './chart-parts';
import { ChartPanel, type ChartState } from './chart-panel';

/** The drawing's height; the legend below it brings the panel to CHARTS.ordersPerDay.height. */
const PLOT_HEIGHT = 252;
const MARGIN = { top: 8, right: 4, bottom: 24, left: 36 };
/** Room a 'dd/MM' label needs, its neighbours' gap included. */
const DAY_LABEL_WIDTH = 42;
/** Where the layout cannot be measured (tests without a browser's layout). */
const UNMEASURED_WIDTH = 640;

type Day = StatsCharts['ordersPerDay'][number];

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
      <StackedDays days={days} data={data} />
      <ChartLegend
        items={data.series.map(({ status }) => ({
          key: status,
          label: ORDER_STATUS_LABELS[status],
          color: ORDER_STATUS_COLORS[status],
        }))}
      />
    </ChartPanel>
  );
}

/**
 * One column a day, its orders stacked by status, on a y axis of round steps. Pointing at a day,
 * tapping it on a phone, or moving along the days with the arrow keys shows its date and its
 * counts by status. For the keyboard and screen readers the drawing is a slider over the days,
 * whose value reads as the chosen day's figures.
 */
function StackedDays({ days, data }: { days: StatsCharts['ordersPerDay']; data: OrdersPerDayData }) {
  const theme = useTheme();
  const { ref, width: measured } = useElementWidth<HTMLDivElement>();
  const width = measured || UNMEASURED_WIDTH;
  const [active, setActive] = useState<number | null>(null);
  const last = days.length - 1;

  const ticks = niceTicks(Math.max(0, ...days.map((day) => day.total)));
  const top = ticks.at(-1)!;
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = PLOT_HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(1, band * (1 - (days.length > 45 ? 0.15 : 0.3)));
  const yOf = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  // Labelled from the last day back, so the range's end (usually today) always has its date.
  const every = labelEvery(days.length, plotWidth, DAY_LABEL_WIDTH);
  const text = { fill: theme.palette.text.secondary, fontSize: 11, fontFamily: theme.typography.fontFamily };

  const dayAt = (event: PointerEvent<SVGSVGElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left - MARGIN.left;
    const index = Math.floor(x / band);
    return index >= 0 && index < days.length ? index : null;
  };
  const keys: Record<string, (current: number) => number> = {
    ArrowLeft: (current) => current - 1,
    ArrowDown: (current) => current - 1,
    ArrowRight: (current) => current + 1,
    ArrowUp: (current) => current + 1,
    PageDown: (current) => current - 7,
    PageUp: (current) => current + 7,
    Home: () => 0,
    End: () => last,
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const move = keys[event.key];
    if (!move) return;
    event.preventDefault();
    setActive((current) => Math.min(last, Math.max(0, move(current ?? last))));
  };
  /** A day's statuses that have orders, in the legend's order: what the card and the value text list. */
  const statusesOf = (day: Day) => data.series.map(({ status }) => status).filter((status) => day.byStatus[status] > 0);
  const describe = (day: Day) =>
    [
      `${formatViDate(day.date)}: ${formatNumber(day.total)} đơn`,
      ...statusesOf(day).map((status) => `${ORDER_STATUS_LABELS[status]} ${formatNumber(day.byStatus[status])}`),
    ].join(', ');

  const activeDay = active === null ? undefined : days[active];
  const column =
    active === null ? null : { left: MARGIN.left + active * band, right: MARGIN.left + (active + 1) * band };
  return (
    <Box ref={ref} sx={{ position: 'relative' }}>
      <Box
        component="svg"
        width={width}
        height={PLOT_HEIGHT}
        role="slider"
        tabIndex={0}
        aria-label="Số đơn mỗi ngày, theo trạng thái"
        aria-orientation="horizontal"
        aria-valuemin={1}
        aria-valuemax={days.length}
        aria-valuenow={(active ?? last) + 1}
        aria-valuetext={describe(days[active ?? last]!)}
        sx={{
          display: 'block',
          touchAction: 'pan-y',
          borderRadius: 1,
          '&:focus': { outline: 'none' },
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        }}
        // A tap also focuses the drawing: its day stays shown until the next tap elsewhere.
        onPointerDown={(event: PointerEvent<SVGSVGElement>) => setActive(dayAt(event))}
        onPointerMove={(event: PointerEvent<SVGSVGElement>) => event.pointerType === 'mouse' && setActive(dayAt(event))}
        onPointerLeave={(event: PointerEvent<SVGSVGElement>) => {
          if (event.pointerType === 'mouse' && document.activeElement !== event.currentTarget) setActive(null);
        }}
        onFocus={() => setActive((current) => current ?? last)}
        onBlur={() => setActive(null)}
        onKeyDown={onKeyDown}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={yOf(tick)}
              y2={yOf(tick)}
              stroke={tick === 0 ? theme.palette.text.disabled : theme.palette.divider}
            />
            <text x={MARGIN.left - 6} y={yOf(tick)} textAnchor="end" dominantBaseline="middle" {...text}>
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {active !== null && (
          <rect
            x={MARGIN.left + active * band}
            y={MARGIN.top}
            width={band}
            height={plotHeight}
            fill={theme.palette.action.hover}
          />
        )}
        {days.map((day, index) => {
          const x = MARGIN.left + index * band + (band - barWidth) / 2;
          let below = 0;
          return (
            <g key={day.date}>
              {data.series.map(({ status, data: counts }) => {
                const count = counts[index]!;
                if (!count) return null;
                const bottom = below;
                below += count;
                return (
                  <rect
                    key={status}
                    x={x}
                    y={yOf(below)}
                    width={barWidth}
                    height={yOf(bottom) - yOf(below)}
                    fill={ORDER_STATUS_COLORS[status]}
                  />
                );
              })}
              {(days.length - 1 - index) % every === 0 && (
                <text
                  // Kept whole inside the drawing, the last day's label included.
                  x={Math.min(x + barWidth / 2, width - DAY_LABEL_WIDTH / 2)}
                  y={PLOT_HEIGHT - 6}
                  textAnchor="middle"
                  {...text}
                >
                  {data.labels[index]}
                </text>
              )}
            </g>
          );
        })}
      </Box>
      {activeDay && column && (
        <ChartTooltip column={column} width={width} top={MARGIN.top}>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {formatViDate(activeDay.date)}
          </Typography>
          <Typography variant="subtitle2">{formatNumber(activeDay.total)} đơn</Typography>
          {statusesOf(activeDay).map((status) => (
            <Box key={status} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box
                sx={{ width: 8, height: 8, borderRadius: '2px', bgcolor: ORDER_STATUS_COLORS[status], flexShrink: 0 }}
              />
              <Typography variant="caption" sx={{ flex: 1 }}>
                {ORDER_STATUS_LABELS[status]}
              </Typography>
              <Typography variant="caption" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {formatNumber(activeDay.byStatus[status])}
              </Typography>
            </Box>
          ))}
        </ChartTooltip>
      )}
    </Box>
  );
}
