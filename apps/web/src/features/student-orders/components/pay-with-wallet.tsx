import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/lib/format';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useMyWallet, usePayFromWallet } from '@/lib/wallet';

export interface PayWithWalletProps {
  orderId: string;
  /** What the weighed order still owes. */
  due: number;
}

/** "Thanh toán bằng ví": a weighed, unpaid order paid in full from ví TSA with one tap, when the balance covers it. */
export function PayWithWallet({ orderId, due }: PayWithWalletProps) {
  const wallet = useMyWallet();
  const pay = usePayFromWallet();
  if (!wallet.data || due <= 0 || wallet.data.balance < due) return null;
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
