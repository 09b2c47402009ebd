import { REPORT_STATUS_LABELS, type ReportStatus } from '@tsa/shared';
import Chip, { type ChipProps } from '@mui/material/Chip';

const COLORS: Record<ReportStatus, ChipProps['color']> = {
  OPEN: 'warning',
  IN_REVIEW: 'info',
  RESOLVED: 'success',
  REJECTED: 'error',
};

export function ReportStatusChip({ status }: { status: ReportStatus }) {
  return (
    <Chip
      label={REPORT_STATUS_LABELS[status]}
      color={COLORS[status]}
      size="small"
      variant="outlined"
      sx={{ fontWeight: 600 }}
    />
  );
}
