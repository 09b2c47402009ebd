import Chip, { type ChipProps } from '@mui/material/Chip';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@tsa/shared';
import { softChipColours } from '@/lib/readable-shade';

/**
 * One colour per status, the same in every preset so a status reads the same on every screen
 * (warm while waiting, blues while in the shop, green when done, red when cancelled).
 */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  PENDING: '#F79009',
  CONFIRMED: '#06AED4',
  PICKED_UP: '#6366F1',
  WASHING: '#2970FF',
  READY: '#15B79E',
  DELIVERING: '#9E77ED',
  COMPLETED: '#10B981',
  CANCELLED: '#F04438',
};

export interface OrderStatusChipProps extends Omit<ChipProps, 'label' | 'color'> {
  status: OrderStatus;
}

/** The status of an order as a soft coloured chip with its Vietnamese label. */
export function OrderStatusChip({ status, size = 'small', sx, ...props }: OrderStatusChipProps) {
  const colour = ORDER_STATUS_COLORS[status];
  return (
    <Chip
      size={size}
      label={ORDER_STATUS_LABELS[status]}
      data-status={status}
      sx={[
        (theme) => ({
          fontWeight: 600,
          ...softChipColours(colour, theme.palette.mode),
          '&::before': {
            content: '""',
            width: 6,
            height: 6,
            borderRadius: '50%',
            bgcolor: colour,
            ml: size === 'small' ? 1 : 1.25,
            flexShrink: 0,
          },
          '& .MuiChip-label': { pl: 0.75 },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    />
  );
}
