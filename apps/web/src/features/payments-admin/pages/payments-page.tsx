import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/page-header';
import { useBanks, usePaymentSettings } from '../api/get-payment-settings';
import { CashReconciliation } from '../components/cash-reconciliation';
import { PaymentSettingsForm } from '../components/payment-settings-form';
import { UnmatchedTransactions } from '../components/unmatched-transactions';

/** /dashboard/payments: where transfers go, the transfers that need a person, the cash to collect. */
function PaymentsPage() {
  const settings = usePaymentSettings();
  const banks = useBanks();
  return (
    <>
      <PageHeader
        title="Thanh toán"
        subtitle="Tài khoản nhận chuyển khoản VietQR, giao dịch ngân hàng chưa khớp và tiền mặt cần đối soát."
      />
      <Stack spacing={3}>
        {(settings.isPending || banks.isPending) && <CircularProgress aria-label="Đang tải" />}
        {(settings.isError || banks.isError) && <Alert severity="error">Không tải được cấu hình thanh toán</Alert>}
        {settings.data && banks.data && <PaymentSettingsForm settings={settings.data} banks={banks.data} />}
        <UnmatchedTransactions />
        <CashReconciliation />
      </Stack>
    </>
  );
}

export default PaymentsPage;
