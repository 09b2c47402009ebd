import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { errorText } from '@/lib/api-error';
import { useMyWallet } from '@/lib/wallet';
import { BalanceCard } from '../components/balance-card';
import { StatementCard } from '../components/statement-card';
import { TopUpCard } from '../components/top-up-card';
import { WithdrawDialog } from '../components/withdraw-dialog';

/** `/student/wallet` ("Ví TSA"): balance, top-up by VietQR, statement, withdrawal. */
export default function WalletPage() {
  const wallet = useMyWallet();
  const [withdrawing, setWithdrawing] = useState(false);
  return (
    <Box>
      <PageHeader title="Ví TSA" subtitle="Nạp tiền một lần, trả đơn giặt bằng một chạm" />
      {wallet.isPending ? (
        <CircularProgress aria-label="Đang tải ví TSA" />
      ) : wallet.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void wallet.refetch()}>
              Thử lại
            </Button>
          }
        >
          {errorText(wallet.error)}
        </Alert>
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <BalanceCard wallet={wallet.data} onWithdraw={() => setWithdrawing(true)} />
          <TopUpCard wallet={wallet.data} />
          <StatementCard />
          <WithdrawDialog open={withdrawing} balance={wallet.data.balance} onClose={() => setWithdrawing(false)} />
        </Stack>
      )}
    </Box>
  );
}
