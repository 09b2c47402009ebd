import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLAIM_REFUND_METHOD_LABELS, REPORT_TYPE_LABELS } from '@tsa/shared';
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { AppReport } from '../api/types';
import { ReportPhotos } from './report-photos';
import { ReportStatusChip } from './report-status-chip';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography
        variant="caption"
        sx={{
          color: 'text.secondary',
        }}
      >
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A report: what was reported, the photos, the administrator's answer and refund. */
export function ReportDetail({ report, showStudent }: { report: AppReport; showStudent?: boolean }) {
  const decided = report.status === 'RESOLVED' || report.status === 'REJECTED';
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        <ReportStatusChip status={report.status} />
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          {REPORT_TYPE_LABELS[report.type]} · Đơn {report.order.code}
        </Typography>
      </Stack>
      {showStudent && <Row label="Sinh viên">{report.student.name}</Row>}
      <Row label="Gửi lúc">{formatDateTime(report.createdAt)}</Row>
      <Row label="Mô tả">{report.description}</Row>
      {report.photos.length > 0 && (
        <Box>
          <Typography
            variant="caption"
            component="p"
            sx={{
              color: 'text.secondary',
              mb: 1,
            }}
          >
            Ảnh ({report.photos.length})
          </Typography>
          <ReportPhotos photos={report.photos} />
        </Box>
      )}
      <Divider />
      {report.answer ? (
        <Alert
          severity={report.status === 'REJECTED' ? 'warning' : report.status === 'RESOLVED' ? 'success' : 'info'}
          icon={false}
        >
          <Typography variant="subtitle2">Phản hồi của quản trị viên</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {report.answer}
          </Typography>
          {report.refundAmount !== null && report.refundAmount > 0 && (
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }}>
              Số tiền hoàn: {formatMoney(report.refundAmount)}
              {report.refundMethod ? ` (${CLAIM_REFUND_METHOD_LABELS[report.refundMethod].toLowerCase()})` : ''}
            </Typography>
          )}
          {decided && report.resolvedAt && (
            <Typography
              variant="caption"
              component="p"
              sx={{
                color: 'text.secondary',
                mt: 0.5,
              }}
            >
              {formatDateTime(report.resolvedAt)}
              {report.resolvedBy ? ` · ${report.resolvedBy.name}` : ''}
            </Typography>
          )}
        </Alert>
      ) : (
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          {report.status === 'IN_REVIEW'
            ? 'Quản trị viên đang xem xét báo cáo này.'
            : 'Chưa có phản hồi. Quản trị viên sẽ xem xét sớm.'}
        </Typography>
      )}
    </Stack>
  );
}
