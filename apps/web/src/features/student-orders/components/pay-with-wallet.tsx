import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useMyWallet, usePayFromWallet } from '@/lib/wallet';

export interface PayWithWalletProps {
  orderId: string;
  /** What the weighed order still owes. */
  due: number;
  /** A "Trừ ví" order the wallet could not pay at weighing says how to finish it. */
  chosenWallet: boolean;
}

/** "Thanh toán bằng ví": a weighed, unpaid order paid in full from ví TSA with one tap, when the balance covers it. */
export function PayWithWallet({ orderId, due, chosenWallet }: PayWithWalletProps) {
  const wallet = useMyWallet();
  const pay = usePayFromWallet();
  if (!wallet.data || due <= 0) return null;
  if (wallet.data.balance < due) {
    if (!chosenWallet) return null;
    return (
      <Alert severity="warning" sx={{ mt: 1.5 }}>
        Ví TSA còn {formatMoney(wallet.data.balance)}, chưa đủ {formatMoney(due)} để trả đơn này.{' '}
        <Link component={RouterLink} to={paths.student.wallet} sx={{ fontWeight: 600 }}>
          Nạp tiền vào ví
        </Link>{' '}
        rồi quay lại bấm &quot;Thanh toán bằng ví&quot;, hoặc trả tiền mặt khi nhận đồ.
      </Alert>
    );
  }
  const onPay = () =>
    pay.mutate(orderId, {
      onSuccess: (result) =>
        enqueueSnackbar(`Đã trả ${formatMoney(result.paid)} bằng ví TSA. Số dư còn ${formatMoney(result.balance)}`, {
          variant: 'success',
        }),
    });
  return (
    <>
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 1.5 }}
        startIcon={<AccountBalanceWalletOutlinedIcon />}
        onClick={onPay}
        loading={pay.isPending}
      >
        Thanh toán bằng ví ({formatMoney(due)})
      </Button>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
        Số dư ví TSA: {formatMoney(wallet.data.balance)}
      </Typography>
    </>
  );
}
