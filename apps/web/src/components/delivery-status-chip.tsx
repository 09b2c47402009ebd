import Chip, { type ChipProps } from '@mui/material/Chip';
import { DELIVERY_STATUS_LABELS, DELIVERY_TYPE_LABELS, type DeliveryStatus, type DeliveryType } from '@tsa/shared';
import { softChipColours } from '@/lib/readable-shade';

const STATUS_COLORS: Record<DeliveryStatus, ChipProps['color']> = {
  ASSIGNED: 'info',
  IN_PROGRESS: 'warning',
  DONE: 'success',
  FAILED: 'error',
};

/** The status of a pickup/drop-off task with its Vietnamese label. */
export function DeliveryStatusChip({
  status,
  ...props
}: Omit<ChipProps, 'label' | 'color'> & { status: DeliveryStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={DELIVERY_STATUS_LABELS[status]}
      data-status={status}
      {...props}
      sx={[{ fontWeight: 600 }, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}
    />
  );
}

const TYPE_COLORS: Record<DeliveryType, string> = { PICKUP: '#6366F1', DROPOFF: '#15B79E' };

/** 'Lấy đồ' / 'Giao đồ', a soft filled chip so it reads apart from the status. */
export function DeliveryTypeChip({ type, ...props }: Omit<ChipProps, 'label' | 'color'> & { type: DeliveryType }) {
  const colour = TYPE_COLORS[type];
  return (
    <Chip
      size="small"
      label={DELIVERY_TYPE_LABELS[type]}
      {...props}
      sx={[
        (theme) => ({
          fontWeight: 600,
          ...softChipColours(colour, theme.palette.mode),
        }),
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    />
  );
}
