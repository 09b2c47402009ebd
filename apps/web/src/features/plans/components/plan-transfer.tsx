import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanTransfer as PlanTransferInfo } from '@tsa/shared';
import { TransferDetails } from '@/components/orders/transfer-details';
import { formatMoney } from '@/lib/format';

/** How to pay a plan by transfer: into the wallet, with its top-up content; the plan starts when the money arrives. */
export function PlanTransfer({ name, transfer }: { name: string; transfer: PlanTransferInfo }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">
        Chuyển <b>{formatMoney(transfer.amount)}</b> vào ví TSA
        {transfer.walletBalance > 0 ? ` (ví đã có ${formatMoney(transfer.walletBalance)})` : ''}. Khi tiền về ví, gói{' '}
        {name} tự động bắt đầu.
      </Typography>
      {transfer.bank && transfer.qrPayload ? (
        <TransferDetails
          bank={transfer.bank}
          accountNumber={transfer.accountNumber}
          accountName={transfer.accountName}
          amount={transfer.amount}
          content={transfer.content}
          qrPayload={transfer.qrPayload}
          qrLabel={`Mã VietQR chuyển ${formatMoney(transfer.amount)} vào ví TSA để mua ${name}`}
          fileName={`vietqr-${transfer.content}`}
        />
      ) : (
        <Alert severity="warning">
          Cửa hàng chưa cấu hình tài khoản nhận chuyển khoản. Vui lòng liên hệ cửa hàng hoặc chọn trừ ví TSA.
        </Alert>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Giữ nguyên nội dung <b>{transfer.content}</b>
        {transfer.automaticConfirmation
          ? ': tiền vào ví và gói bắt đầu sau vài phút.'
          : ': cửa hàng kiểm tra giao dịch rồi cộng vào ví, gói bắt đầu ngay sau đó.'}
      </Typography>
    </Stack>
  );
}
