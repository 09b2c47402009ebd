import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, ROLE_LABELS, type OrderStatus } from '@tsa/shared';
import { formatDateTime } from '@/lib/format';
import { ORDER_STATUS_COLORS } from './order-status-chip';
import type { TimelineEntry } from './types';

/** The road of an order that is not cancelled, PENDING → … → COMPLETED. */
export const ORDER_STEPS: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'CANCELLED');

export interface OrderTimelineProps {
  /** The order's current status. */
  status: OrderStatus;
  /** Its history, any order (it is sorted by time here). */
  history: readonly TimelineEntry[];
  /** `compact`: one progress bar with the current step, for cards; `full`: every step with when and who. */
  variant?: 'full' | 'compact';
  /** Compact form without history (list rows): when the order last changed. */
  lastChangeAt?: Date | string;
}

type StepState = 'done' | 'current' | 'upcoming' | 'cancelled' | 'event';

/**
 * What happened to an order between two statuses (decision 043): shown where it happened, as an
 * event beside the road, never as a step of it.
 */
const EVENT_LABELS: Partial<Record<TimelineEntry['kind'], string>> = {
  SCHEDULE: 'Đổi lịch giao nhận',
  PROOF: 'Ảnh và kiểm đếm',
  CLAIM: 'Bồi hoàn mất / hỏng đồ',
};

interface Row {
  key: string;
  status: OrderStatus;
  state: StepState;
  entry?: TimelineEntry;
}

function time(value: Date | string): number {
  return (value instanceof Date ? value : new Date(value)).getTime();
}

/**
 * What happened, in order, then what is still to come: every history entry is a row (so a
 * drop-off that failed and came back to READY shows honestly), followed by the remaining steps
 * of the road while the order is still open.
 */
function rowsOf(status: OrderStatus, history: readonly TimelineEntry[]): Row[] {
  // Money changes (the status stays the same) are shown with the payment, not as steps; a bag's
  // scans have their own list (bag-scan-list.tsx).
  const sorted = history
    .filter((entry) => entry.kind !== 'PAYMENT' && entry.kind !== 'SCAN')
    .sort((a, b) => time(a.at) - time(b.at));
  const lastStep = sorted.findLastIndex((entry) => !EVENT_LABELS[entry.kind]);
  const rows: Row[] = sorted.map((entry, index) => ({
    key: entry.id,
    status: entry.to,
    entry,
    state: EVENT_LABELS[entry.kind]
      ? 'event'
      : entry.to === 'CANCELLED'
        ? 'cancelled'
        : index === lastStep
          ? 'current'
          : 'done',
  }));
  if (lastStep === -1)
    rows.unshift({ key: `now-${status}`, status, state: status === 'CANCELLED' ? 'cancelled' : 'current' });
  const current = rows.find((row) => row.state === 'current');
  if (status === 'COMPLETED' && current?.status === 'COMPLETED') current.state = 'done';
  if (status !== 'CANCELLED' && status !== 'COMPLETED') {
    const next = ORDER_STEPS.indexOf(status) + 1;
    for (const upcoming of ORDER_STEPS.slice(next))
      rows.push({ key: `next-${upcoming}`, status: upcoming, state: 'upcoming' });
  }
  return rows;
}

function StepDot({ state, status }: { state: StepState; status: OrderStatus }) {
  const colour = ORDER_STATUS_COLORS[status];
  if (state === 'event')
    return (
      <Box aria-hidden sx={{ width: 24, height: 24, display: 'grid', placeItems: 'center', flexShrink: 0 }}>
        <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'text.secondary' }} />
      </Box>
    );
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: 24,
        height: 24,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        color: '#FFFFFF',
        ...(state === 'done' && { bgcolor: theme.palette.success.main }),
        ...(state === 'current' && {
          bgcolor: colour,
          boxShadow: `0 0 0 4px ${alpha(colour, theme.palette.mode === 'dark' ? 0.3 : 0.2)}`,
        }),
        ...(state === 'cancelled' && { bgcolor: theme.palette.error.main }),
        ...(state === 'upcoming' && { border: `2px solid ${theme.palette.divider}`, bgcolor: 'background.paper' }),
        '& svg': { fontSize: 16 },
      })}
    >
      {state === 'done' && <CheckRoundedIcon />}
      {state === 'cancelled' && <CloseRoundedIcon />}
      {state === 'current' && <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: '#FFFFFF' }} />}
    </Box>
  );
}

function FullTimeline({ rows }: { rows: Row[] }) {
  // The road is green up to the step the order has reached: an event after it is not a step passed.
  const reached = rows.findLastIndex(
    (row) => row.state === 'done' || row.state === 'current' || row.state === 'cancelled',
  );
  return (
    <Box component="ol" aria-label="Tiến trình đơn hàng" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row, index) => {
        const last = index === rows.length - 1;
        const { entry } = row;
        return (
          <Stack
            component="li"
            key={row.key}
            direction="row"
            spacing={1.5}
            data-state={row.state}
            aria-current={row.state === 'current' ? 'step' : undefined}
          >
            <Stack
              sx={{
                alignItems: 'center',
                pt: 0.25,
              }}
            >
              <StepDot state={row.state} status={row.status} />
              {!last && (
                <Box
                  aria-hidden
                  data-road={index < reached ? 'passed' : 'ahead'}
                  sx={{
                    width: 2,
                    flex: 1,
                    minHeight: 16,
                    my: 0.5,
                    borderRadius: 1,
                    bgcolor: index < reached ? 'success.main' : 'divider',
                  }}
                />
              )}
            </Stack>
            <Box sx={{ pb: last ? 0 : 2, minWidth: 0, flex: 1 }}>
              <Typography
                variant="subtitle2"
                sx={{
                  color:
                    row.state === 'upcoming'
                      ? 'text.secondary'
                      : row.state === 'cancelled'
                        ? 'error.main'
                        : 'text.primary',
                  fontWeight: row.state === 'current' || row.state === 'cancelled' ? 700 : 600,
                }}
              >
                {(entry && EVENT_LABELS[entry.kind]) ?? ORDER_STATUS_LABELS[row.status]}
              </Typography>
              {entry && (
                <Typography
                  variant="body2"
                  sx={{
                    color: 'text.secondary',
                  }}
                >
                  {formatDateTime(entry.at)}
                  {entry.by && ` · ${entry.by.name} (${ROLE_LABELS[entry.by.role]})`}
                </Typography>
              )}
              {entry?.note && (
                <Typography
                  variant="body2"
                  sx={{
                    mt: 0.5,
                    color: row.state === 'cancelled' ? 'error.main' : 'text.primary',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {row.state === 'cancelled' ? `Lý do: ${entry.note}` : entry.note}
                </Typography>
              )}
            </Box>
          </Stack>
        );
      })}
    </Box>
  );
}

function CompactTimeline({
  status,
  rows,
  lastChangeAt,
}: {
  status: OrderStatus;
  rows: Row[];
  lastChangeAt?: Date | string;
}) {
  const cancelled = status === 'CANCELLED';
  const reached = cancelled ? ORDER_STEPS.length : ORDER_STEPS.indexOf(status) + 1;
  const last = [...rows].reverse().find((row) => row.entry)?.entry?.at ?? lastChangeAt;
  const label = cancelled ? 'Đơn đã hủy' : `Bước ${reached}/${ORDER_STEPS.length}: ${ORDER_STATUS_LABELS[status]}`;
  return (
    <Box role="group" aria-label="Tiến trình đơn hàng">
      <Stack direction="row" spacing={0.5} aria-hidden>
        {ORDER_STEPS.map((step, index) => (
          <Box
            key={step}
            sx={{
              flex: 1,
              height: 6,
              borderRadius: 3,
              bgcolor: cancelled ? 'error.main' : index < reached ? ORDER_STATUS_COLORS[status] : 'divider',
              opacity: cancelled ? 0.5 : 1,
            }}
          />
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          justifyContent: 'space-between',
          mt: 0.75,
        }}
      >
        <Typography variant="caption" sx={{ fontWeight: 600, color: cancelled ? 'error.main' : 'text.primary' }}>
          {label}
        </Typography>
        {last && (
          <Typography
            variant="caption"
            sx={{
              color: 'text.secondary',
              whiteSpace: 'nowrap',
            }}
          >
            {formatDateTime(last)}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

/**
 * The status timeline of an order: every step it went through with when and who (and the
 * reason of a cancellation), then the steps still ahead, greyed.
 */
export function OrderTimeline({ status, history, variant = 'full', lastChangeAt }: OrderTimelineProps) {
  const rows = rowsOf(status, history);
  return variant === 'compact' ? (
    <CompactTimeline status={status} rows={rows} lastChangeAt={lastChangeAt} />
  ) : (
    <FullTimeline rows={rows} />
  );
}
