import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TransferInstructions } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import QRCode from 'qrcode';
import { useMemo } from 'react';
import { qrCodeDataUrl } from '@/components/orders/qr-code';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useClaimTransfer } from '../api/claim-transfer';

function CopyRow({ label, value, copyText }: { label: string; value: string; copyText?: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(copyText ?? value);
      enqueueSnackbar(`Đã sao chép ${label.toLowerCase()}`, { variant: 'success' });
    } catch {
      enqueueSnackbar('Không sao chép được, hãy chọn và sao chép thủ công', { variant: 'warning' });
    }
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        py: 0.25,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="caption"
          component="div"
          sx={{
            color: 'text.secondary',
          }}
        >
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
      <Tooltip title={`Sao chép ${label.toLowerCase()}`}>
        <IconButton size="small" aria-label={`Sao chép ${label.toLowerCase()}`} onClick={copy}>
          <ContentCopyRoundedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

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
  const qr = useMemo(() => (transfer.qrPayload ? qrCodeDataUrl(transfer.qrPayload) : null), [transfer.qrPayload]);

  if (transfer.estimated) {
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        Tạm tính {formatMoney(transfer.amount)}. Mã QR chuyển khoản sẽ hiện tại đây sau khi nhân viên cân đồ, với đúng
        số tiền cần trả.
      </Alert>
    );
  }
  if (!transfer.bank || !qr) {
    return (
      <Alert severity="warning" sx={{ mt: 1 }}>
        Cửa hàng chưa cấu hình tài khoản nhận chuyển khoản. Vui lòng liên hệ nhân viên hoặc thanh toán tiền mặt khi nhận
        đồ.
      </Alert>
    );
  }

  const download = async () => {
    const url = await QRCode.toDataURL(transfer.qrPayload!, { width: 640, margin: 2, errorCorrectionLevel: 'M' });
    const link = document.createElement('a');
    link.href = url;
    link.download = `vietqr-${code}.png`;
    link.click();
  };
  const onClaim = () =>
    claim.mutate(orderId, {
      onSuccess: () => enqueueSnackbar('Đã báo chuyển khoản. Chúng tôi sẽ xác nhận sớm', { variant: 'success' }),
    });

  return (
    <Stack spacing={1.5} sx={{ mt: 1 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{
          alignItems: { xs: 'center', sm: 'flex-start' },
        }}
      >
        <Stack
          spacing={1}
          sx={{
            alignItems: 'center',
          }}
        >
          <Box
            component="img"
            src={qr}
            alt={`Mã VietQR chuyển ${formatMoney(transfer.amount)} cho đơn ${code}`}
            data-qr-payload={transfer.qrPayload}
            sx={{ width: 220, height: 220, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: '#FFFFFF' }}
          />
          <Button size="small" startIcon={<DownloadRoundedIcon />} onClick={download}>
            Tải mã QR
          </Button>
        </Stack>
        <Box sx={{ flex: 1, width: '100%' }}>
          <CopyRow
            label="Ngân hàng"
            value={`${transfer.bank.shortName} (${transfer.bank.name})`}
            copyText={transfer.bank.shortName}
          />
          <CopyRow label="Số tài khoản" value={transfer.accountNumber} />
          <CopyRow label="Chủ tài khoản" value={transfer.accountName} />
          <CopyRow label="Số tiền" value={formatMoney(transfer.amount)} copyText={String(transfer.amount)} />
          <CopyRow label="Nội dung chuyển khoản" value={transfer.content} />
        </Box>
      </Stack>
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
