import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Wallet } from '@tsa/shared';
import { formatMoney } from '@/lib/format';

export interface BalanceCardProps {
  wallet: Pick<Wallet, 'balance' | 'pendingWithdrawals'>;
  onWithdraw: () => void;
}

/** The balance, what is on its way out, and "Rút tiền". */
export function BalanceCard({ wallet, onWithdraw }: BalanceCardProps) {
  const pending = wallet.pendingWithdrawals.reduce((sum, w) => sum + w.amount, 0);
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <AccountBalanceWalletOutlinedIcon fontSize="small" />
          <Typography variant="body2" component="h2">
            Số dư ví TSA
          </Typography>
        </Stack>
        <Typography variant="h3" component="p" sx={{ fontWeight: 700, my: 1 }} data-testid="wallet-balance">
          {formatMoney(wallet.balance)}
        </Typography>
        {pending > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            Đang chờ chuyển về tài khoản ngân hàng: {formatMoney(pending)}
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Dùng để trả đơn giặt (chọn &quot;Trừ ví TSA&quot; khi đặt, hoặc bấm &quot;Thanh toán bằng ví&quot; sau khi
          cân). Tiền hoàn của đơn hủy hoặc trả dư cũng về đây.
        </Typography>
        <Button variant="outlined" onClick={onWithdraw} disabled={wallet.balance <= 0}>
          Rút tiền
        </Button>
      </CardContent>
    </Card>
  );
}
