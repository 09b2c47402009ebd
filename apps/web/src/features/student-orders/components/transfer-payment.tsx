import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TransferInstructions } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { TransferDetails } from '@/components/orders/transfer-details';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useClaimTransfer } from '../api/claim-transfer';

export interface TransferPaymentProps {
  orderId: string;
  code: string;
  transfer: TransferInstructions;
  claimedAt: Date | null;
}

/**
 * How to pay by transfer: before weighing the estimate only (a QR for it would be paid and then
 * be wrong); after, a VietQR code any Vietnamese bank app scans, with every field copyable.
 */
export function TransferPayment({ orderId, code, transfer, claimedAt }: TransferPaymentProps) {
  const claim = useClaimTransfer();

  if (transfer.estimated) {
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        Tạm tính {formatMoney(transfer.amount)}. Mã QR chuyển khoản sẽ hiện tại đây sau khi nhân viên cân đồ, với đúng
        số tiền cần trả.
      </Alert>
    );
  }
  if (!transfer.bank || !transfer.qrPayload) {
    return (
      <Alert severity="warning" sx={{ mt: 1 }}>
        Cửa hàng chưa cấu hình tài khoản nhận chuyển khoản. Vui lòng liên hệ nhân viên hoặc thanh toán tiền mặt khi nhận
        đồ.
      </Alert>
    );
  }

  const onClaim = () =>
    claim.mutate(orderId, {
      onSuccess: () => enqueueSnackbar('Đã báo chuyển khoản. Chúng tôi sẽ xác nhận sớm', { variant: 'success' }),
    });

  return (
    <Stack spacing={1.5} sx={{ mt: 1 }}>
      <TransferDetails
        bank={transfer.bank}
        accountNumber={transfer.accountNumber}
        accountName={transfer.accountName}
        amount={transfer.amount}
        content={transfer.content}
        qrPayload={transfer.qrPayload}
        qrLabel={`Mã VietQR chuyển ${formatMoney(transfer.amount)} cho đơn ${code}`}
        fileName={`vietqr-${code}`}
      />
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        {transfer.automaticConfirmation ? (
          <>
            Quét mã bằng ứng dụng ngân hàng, giữ nguyên nội dung <b>{transfer.content}</b> để đơn được xác nhận tự động.
          </>
        ) : (
          <>
            Quét mã bằng ứng dụng ngân hàng, giữ nguyên nội dung <b>{transfer.content}</b>, rồi bấm &quot;Tôi đã chuyển
            khoản&quot;: cửa hàng kiểm tra và xác nhận thanh toán.
          </>
        )}
      </Typography>
      {claimedAt ? (
        <Alert severity="info">Bạn đã báo chuyển khoản lúc {formatDateTime(claimedAt)}. Chờ xác nhận thanh toán.</Alert>
      ) : (
        <Button variant="outlined" size="large" onClick={onClaim} disabled={claim.isPending}>
          Tôi đã chuyển khoản
        </Button>
      )}
    </Stack>
  );
}
