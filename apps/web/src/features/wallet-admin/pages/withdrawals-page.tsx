import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WITHDRAWAL_STATUS_LABELS, WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@tsa/shared';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import TextField from '@mui/material/TextField';
import { errorText } from '@/lib/api-error';
import { useWithdrawals } from '../api/withdrawals';
import { HandleWithdrawalDialog } from '../components/handle-withdrawal-dialog';
import { WithdrawalCard, type WithdrawalView } from '../components/withdrawal-card';

/** `/dashboard/withdrawals`: students' requests to have wallet money transferred out. */
export default function WithdrawalsPage() {
  const [status, setStatus] = useState<WithdrawalStatus | 'ALL'>('REQUESTED');
  const list = useWithdrawals(status);
  const [handling, setHandling] = useState<{ withdrawal: WithdrawalView; mode: 'paid' | 'reject' } | null>(null);
  const items = (list.data ?? []) as WithdrawalView[];
  return (
    <Box>
      <PageHeader
        title="Rút tiền ví"
        subtitle="Chuyển khoản cho sinh viên rồi bấm “Đã chuyển”; từ chối thì tiền được hoàn lại vào ví"
        actions={
          <TextField
            select
            label="Trạng thái"
            value={status}
            onChange={(event) => setStatus(event.target.value as WithdrawalStatus | 'ALL')}
            sx={{ minWidth: 180 }}
          >
            {WITHDRAWAL_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {WITHDRAWAL_STATUS_LABELS[value]}
              </MenuItem>
            ))}
            <MenuItem value="ALL">Tất cả</MenuItem>
          </TextField>
        }
      />
      {list.isPending ? (
        <CircularProgress aria-label="Đang tải yêu cầu rút tiền" />
      ) : list.isError ? (
        <Alert severity="error">{errorText(list.error)}</Alert>
      ) : items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>Không có yêu cầu rút tiền nào.</Typography>
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          {items.map((withdrawal) => (
            <WithdrawalCard
              key={withdrawal.id}
              withdrawal={withdrawal}
              onPaid={() => setHandling({ withdrawal, mode: 'paid' })}
              onReject={() => setHandling({ withdrawal, mode: 'reject' })}
            />
          ))}
        </Stack>
      )}
      <HandleWithdrawalDialog
        withdrawal={handling?.withdrawal ?? null}
        mode={handling?.mode ?? 'paid'}
        onClose={() => setHandling(null)}
      />
    </Box>
  );
}
