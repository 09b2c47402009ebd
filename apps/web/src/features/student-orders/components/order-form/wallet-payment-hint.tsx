import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useMyWallet } from '@/lib/wallet';

/** Under "Trừ ví TSA": the balance the order will be paid from. */
export function WalletBalanceText() {
  const wallet = useMyWallet();
  if (!wallet.data) return null;
  return <> · Số dư ví: {formatMoney(wallet.data.balance)}</>;
}

/**
 * With "Trừ ví TSA" chosen and a balance below the estimate: the order would not be paid at
 * weighing, so say so and lead to the top-up before the student places it.
 */
export function WalletShortNotice({ estimate }: { estimate: number }) {
  const wallet = useMyWallet();
  if (!wallet.data || estimate <= 0 || wallet.data.balance >= estimate) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      Số dư ví TSA ({formatMoney(wallet.data.balance)}) chưa đủ tạm tính {formatMoney(estimate)}. Đơn chỉ được trừ ví
      khi cân xong nếu ví đủ tiền.{' '}
      <Link component={RouterLink} to={paths.student.wallet} sx={{ fontWeight: 600 }}>
        Nạp tiền vào ví
      </Link>
    </Alert>
  );
}
