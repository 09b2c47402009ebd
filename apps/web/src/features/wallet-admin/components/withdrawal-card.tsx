import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WITHDRAWAL_STATUS_LABELS, type Withdrawal } from '@tsa/shared';
import { LabelValueRow } from '@/components/label-value-row';
import { formatDateTime, formatMoney, type DateInput } from '@/lib/format';

export type WithdrawalView = Omit<Withdrawal, 'createdAt' | 'handledAt'> & {
  createdAt: DateInput;
  handledAt: DateInput;
};

const STATUS_COLOR = { REQUESTED: 'warning', PAID: 'success', REJECTED: 'default' } as const;

export interface WithdrawalCardProps {
  withdrawal: WithdrawalView;
  onPaid: () => void;
  onReject: () => void;
}

/** One request: who, how much, where to send it; "Đã chuyển" and "Từ chối" while it waits. */
export function WithdrawalCard({ withdrawal, onPaid, onReject }: WithdrawalCardProps) {
  const waiting = withdrawal.status === 'REQUESTED';
  return (
    <Card
      component="article"
      aria-label={`Yêu cầu rút ${formatMoney(withdrawal.amount)} của ${withdrawal.student.name}`}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
          <div>
            <Typography variant="h6" component="h2">
              {formatMoney(withdrawal.amount)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {withdrawal.student.name} · {withdrawal.student.phoneNumber ?? withdrawal.student.email}
            </Typography>
          </div>
          <Chip
            size="small"
            label={WITHDRAWAL_STATUS_LABELS[withdrawal.status]}
            color={STATUS_COLOR[withdrawal.status]}
          />
        </Stack>
        <LabelValueRow label="Ngân hàng">{withdrawal.bankName}</LabelValueRow>
        <LabelValueRow label="Số tài khoản">{withdrawal.accountNumber}</LabelValueRow>
        <LabelValueRow label="Chủ tài khoản">{withdrawal.accountName}</LabelValueRow>
        <LabelValueRow label="Yêu cầu lúc">{formatDateTime(withdrawal.createdAt)}</LabelValueRow>
        {withdrawal.handledBy && (
          <LabelValueRow label="Xử lý">
            {withdrawal.handledBy.name}, {formatDateTime(withdrawal.handledAt)}
          </LabelValueRow>
        )}
        {withdrawal.note && <LabelValueRow label="Lý do từ chối">{withdrawal.note}</LabelValueRow>}
      </CardContent>
      {waiting && (
        <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
          <Button variant="contained" onClick={onPaid}>
            Đã chuyển
          </Button>
          <Button color="error" onClick={onReject}>
            Từ chối
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
