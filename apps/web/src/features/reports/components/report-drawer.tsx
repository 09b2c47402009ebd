import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/list-states';
import { useReport } from '../api/get-report';
import type { AppReport } from '../api/types';
import { ReportDetail } from './report-detail';

export interface ReportDrawerProps {
  id: string | null;
  onClose: () => void;
  showStudent?: boolean;
  /** The administrator's decisions, under the detail. */
  actions?: (report: AppReport) => ReactNode;
}

/** One report in a side panel (full width on phones). */
export function ReportDrawer({ id, onClose, showStudent, actions }: ReportDrawerProps) {
  const report = useReport(id);
  return (
    <Drawer
      anchor="right"
      open={Boolean(id)}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 } } } }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2.5,
          py: 2,
        }}
      >
        <Typography variant="h6" component="h2">
          Báo cáo sự cố
        </Typography>
        <IconButton onClick={onClose} aria-label="Đóng">
          <CloseRoundedIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2.5, pb: 3 }}>
        {report.isPending ? (
          <Stack spacing={1.5}>
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="rounded" height={80} />
            <Skeleton variant="rounded" height={112} width={112} />
          </Stack>
        ) : report.isError ? (
          <ErrorState dense title="Không tải được báo cáo" error={report.error} onRetry={() => void report.refetch()} />
        ) : (
          <Stack spacing={3}>
            <ReportDetail report={report.data} showStudent={showStudent} />
            {actions?.(report.data)}
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
