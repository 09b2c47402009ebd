import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { OrderTimeline } from '@/components/orders/order-timeline';
import type { OrderView } from '@/components/orders/types';
import { reorderPath, studentOrderPath } from '@/config/paths';
import { formatDateTime, formatMoney } from '@/lib/format';
import { isPastOrder, itemsSummary, pickupText } from '../lib/order-text';

export interface OrderCardProps {
  order: OrderView;
  /** The compact progress bar (home page). */
  showProgress?: boolean;
  /** Where the card leads; the order's detail panel by default. */
  to?: string;
}

/** One of my orders in a list; opens its detail panel. */
export function OrderCard({ order, showProgress = false, to }: OrderCardProps) {
  const total = order.finalTotal ?? order.estimatedTotal;
  return (
    // The link is the order's code (named "Đơn TSA-…", holding the words shown) stretched over the
    // card: the whole card opens the order, and the rest of it is read as text rather than hidden
    // behind the link's name (WCAG 2.5.3: a control's name holds the words it shows).
    <Card
      component="li"
      sx={(theme) => ({
        listStyle: 'none',
        position: 'relative',
        transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
        '&:hover': { bgcolor: 'action.hover' },
        '&:has(a:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'center',
            mb: 1,
          }}
        >
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', flex: 1, minWidth: 0 }} noWrap>
            <Link
              component={RouterLink}
              to={to ?? studentOrderPath(order.id)}
              color="inherit"
              underline="none"
              aria-label={`Đơn ${order.code}`}
              sx={{
                '&::after': { content: '""', position: 'absolute', inset: 0 },
                '&:focus-visible': { outline: 'none' },
              }}
            >
              {order.code}
            </Link>
          </Typography>
          <OrderStatusChip status={order.status} />
          <ChevronRightRoundedIcon sx={{ color: 'text.disabled', mr: -0.75 }} aria-hidden />
        </Stack>
        <Typography
          variant="body2"
          noWrap
          sx={{
            color: 'text.secondary',
            mb: 0.5,
          }}
        >
          {itemsSummary(order.items)}
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          sx={{
            alignItems: 'baseline',
            justifyContent: 'space-between',
            columnGap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Lấy đồ:{' '}
            </Box>
            {pickupText(order.pickupDate, order.pickupSlot)}
          </Typography>
          <Typography
            sx={{
              fontWeight: 700,
              ml: 'auto',
              ...(order.status === 'CANCELLED' && { color: 'text.secondary', textDecoration: 'line-through' }),
            }}
          >
            {order.finalTotal === null && order.status !== 'CANCELLED' && (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '0.8125rem' }}>
                Tạm tính{' '}
              </Box>
            )}
            {formatMoney(total)}
          </Typography>
        </Stack>
        {showProgress ? (
          <Box sx={{ mt: 1.5 }}>
            <OrderTimeline status={order.status} history={[]} variant="compact" lastChangeAt={order.updatedAt} />
          </Box>
        ) : (
          <Typography
            variant="caption"
            sx={{
              color: 'text.secondary',
            }}
          >
            Đặt lúc {formatDateTime(order.createdAt)}
          </Typography>
        )}
      </Box>
      {/* Beside the card's link, not inside it, and above its stretched area: one control per action. */}
      {isPastOrder(order.status) && (
        <CardActions sx={{ position: 'relative', px: { xs: 2, sm: 2.5 }, pt: 0, pb: 1.5 }}>
          <Button
            component={RouterLink}
            to={reorderPath(order.id)}
            size="small"
            startIcon={<ReplayRoundedIcon />}
            aria-label={`Đặt lại đơn ${order.code}`}
          >
            Đặt lại
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

export function OrderCardList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{ m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {children}
    </Box>
  );
}

export function OrderCardSkeletons({ count = 2 }: { count?: number }) {
  return (
    <Box
      aria-busy="true"
      aria-label="Đang tải danh sách đơn"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Stack
            direction="row"
            sx={{
              justifyContent: 'space-between',
              mb: 1,
            }}
          >
            <Skeleton variant="text" width="45%" />
            <Skeleton variant="rounded" width={96} height={24} />
          </Stack>
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="60%" />
        </Card>
      ))}
    </Box>
  );
}
