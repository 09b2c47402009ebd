import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AT_COUNTER_LABEL,
  formatViDate,
  PAYMENT_STATE_LABELS,
  paymentStateOf,
  PICKUP_SLOT_LABELS,
  type PaymentState,
} from '@tsa/shared';

const PAYMENT_STATE_TEXT_COLORS: Record<PaymentState, string> = {
  UNPAID: 'text.secondary',
  TRANSFER_CLAIMED: 'warning.dark',
  PAID: 'success.main',
};
import type { ReactNode } from 'react';
import { CardList } from '@/components/card-list';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import type { OrderView } from '@/components/orders/types';
import { formatMoney } from '@/lib/format';
import { payableTotal, placeText } from './order-format';

export interface OrdersCardListProps {
  orders: OrderView[] | undefined;
  skeletonRows: number;
  selectedId: string | null;
  onOpen: (order: OrderView) => void;
  empty: ReactNode;
}

function OrderCardSkeleton() {
  return (
    <ListItem aria-hidden sx={{ display: 'block', py: 1.5 }}>
      <Skeleton width="45%" />
      <Skeleton width="70%" />
      <Skeleton width="55%" />
    </ListItem>
  );
}

function OrderCard({
  order,
  selected,
  onOpen,
}: {
  order: OrderView;
  selected: boolean;
  onOpen: (order: OrderView) => void;
}) {
  return (
    // The button is the order's code (named "Đơn TSA-…") stretched over the block: the
    // whole block opens the order, the rest is read as text rather than hidden behind the
    // button's name (WCAG 2.5.3: a control's name holds the words it shows).
    <ListItem
      sx={(theme) => ({
        position: 'relative',
        py: 1.5,
        px: 2,
        alignItems: 'flex-start',
        gap: 1,
        bgcolor: selected ? 'action.selected' : undefined,
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
        '&:has(button:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      })}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{
            justifyContent: 'space-between',
            alignItems: 'center',
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} noWrap>
            <ButtonBase
              disableRipple
              onClick={() => onOpen(order)}
              aria-label={`Đơn ${order.code}`}
              sx={{ font: 'inherit', '&::after': { content: '""', position: 'absolute', inset: 0 } }}
            >
              {order.code}
            </ButtonBase>
          </Typography>
          <OrderStatusChip status={order.status} />
        </Stack>
        <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }} noWrap>
          {order.student.name}
        </Typography>
        <Typography
          variant="caption"
          component="p"
          noWrap
          sx={{
            color: 'text.secondary',
          }}
        >
          {placeText(order.address)}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{
            justifyContent: 'space-between',
            alignItems: 'flex-end',
            mt: 0.5,
          }}
        >
          <Typography
            variant="caption"
            noWrap
            sx={{
              color: 'text.secondary',
            }}
          >
            {order.pickupDate && order.pickupSlot
              ? `Lấy ${formatViDate(order.pickupDate)} · ${PICKUP_SLOT_LABELS[order.pickupSlot]}`
              : AT_COUNTER_LABEL}
          </Typography>
          {/* A long payment state wraps under the total rather than cutting the pickup window short. */}
          <Box sx={{ textAlign: 'right', flexShrink: 0, maxWidth: '35%' }}>
            <Typography variant="body2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {formatMoney(payableTotal(order))}
            </Typography>
            <Typography
              variant="caption"
              sx={{
                display: 'block',
                lineHeight: 1.3,
                fontWeight: 600,
                color: PAYMENT_STATE_TEXT_COLORS[paymentStateOf(order)],
              }}
            >
              {PAYMENT_STATE_LABELS[paymentStateOf(order)]}
            </Typography>
          </Box>
        </Stack>
      </Box>
      <ChevronRightRoundedIcon aria-hidden sx={{ color: 'text.disabled', alignSelf: 'center' }} />
    </ListItem>
  );
}

/** Phones: one compact block per order, the whole block opens its detail. */
export function OrdersCardList({ orders, skeletonRows, selectedId, onOpen, empty }: OrdersCardListProps) {
  return (
    <CardList
      label="Danh sách đơn hàng"
      rows={orders}
      rowKey={(order) => order.id}
      skeletonRows={skeletonRows}
      renderSkeleton={() => <OrderCardSkeleton />}
      renderRow={(order) => <OrderCard order={order} selected={order.id === selectedId} onOpen={onOpen} />}
      empty={empty}
    />
  );
}
