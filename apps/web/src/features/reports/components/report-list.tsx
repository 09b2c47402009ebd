import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORT_TYPE_LABELS } from '@tsa/shared';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/list-states';
import { formatDateTime } from '@/lib/format';
import type { AppReport } from '../api/types';
import { ReportStatusChip } from './report-status-chip';

export interface ReportListProps {
  reports: AppReport[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onSelect: (id: string) => void;
  showStudent?: boolean;
  empty: { title: string; description?: string; action?: ReactNode };
}

export function ReportList({ reports, loading, error, onRetry, onSelect, showStudent, empty }: ReportListProps) {
  if (loading)
    return (
      <Stack spacing={1.5} sx={{ p: 2 }} aria-label="Đang tải báo cáo">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  if (error) return <ErrorState dense title="Không tải được báo cáo" error={error} onRetry={onRetry} />;
  if (!reports?.length) return <EmptyState dense icon={<ReportProblemOutlinedIcon />} {...empty} />;
  return (
    <List disablePadding aria-label="Danh sách báo cáo sự cố">
      {reports.map((report, index) => (
        <ListItem key={report.id} disablePadding divider={index < reports.length - 1}>
          <ListItemButton onClick={() => onSelect(report.id)} sx={{ display: 'block', py: 1.5, px: 2.5 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {REPORT_TYPE_LABELS[report.type]} · {report.order.code}
              </Typography>
              <ReportStatusChip status={report.status} />
            </Stack>
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
                mt: 0.5,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'anywhere',
              }}
            >
              {report.description}
            </Typography>
            <Typography
              variant="caption"
              sx={{
                color: 'text.secondary',
              }}
            >
              {showStudent ? `${report.student.name} · ` : ''}
              {formatDateTime(report.createdAt)}
              {report.photos.length ? ` · ${report.photos.length} ảnh` : ''}
            </Typography>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
