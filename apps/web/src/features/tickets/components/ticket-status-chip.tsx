import { TICKET_STATUS_LABELS, type TicketStatus } from '@tsa/shared';
import Chip, { type ChipProps } from '@mui/material/Chip';

const COLORS: Record<TicketStatus, ChipProps['color']> = { OPEN: 'warning', ANSWERED: 'success', CLOSED: 'default' };

export function TicketStatusChip({ status, size = 'small' }: { status: TicketStatus; size?: ChipProps['size'] }) {
  return (
    <Chip
      label={TICKET_STATUS_LABELS[status]}
      color={COLORS[status]}
      size={size}
      variant="outlined"
      sx={{ fontWeight: 600 }}
    />
  );
}
