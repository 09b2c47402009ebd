import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Bank } from '@tsa/shared';
import QRCode from 'qrcode';
import { useMemo } from 'react';
import { formatMoney } from '@/lib/format';
import { enqueueSnackbar } from '@/lib/snackbar';
import { qrCodeDataUrl } from './qr-code';

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

export interface TransferDetailsProps {
  bank: Bank;
  accountNumber: string;
  accountName: string;
  amount: number;
  content: string;
  qrPayload: string;
  /** What the QR image says to a screen reader: `Mã VietQR chuyển … cho …`. */
  qrLabel: string;
  /** The downloaded image's name, without `.png`. */
  fileName: string;
}

/**
 * A transfer to the shop's account: a VietQR code any Vietnamese bank app scans, and every field
 * copyable (an order's payment, a plan bought by transfer, a wallet top-up).
 */
export function TransferDetails({
  bank,
  accountNumber,
  accountName,
  amount,
  content,
  qrPayload,
  qrLabel,
  fileName,
}: TransferDetailsProps) {
  const qr = useMemo(() => qrCodeDataUrl(qrPayload), [qrPayload]);
  const download = async () => {
    const url = await QRCode.toDataURL(qrPayload, { width: 640, margin: 2, errorCorrectionLevel: 'M' });
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName}.png`;
    link.click();
  };
  return (
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
          alt={qrLabel}
          data-qr-payload={qrPayload}
          sx={{ width: 220, height: 220, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: '#FFFFFF' }}
        />
        <Button size="small" startIcon={<DownloadRoundedIcon />} onClick={download}>
          Tải mã QR
        </Button>
      </Stack>
      <Box sx={{ flex: 1, width: '100%' }}>
        <CopyRow label="Ngân hàng" value={`${bank.shortName} (${bank.name})`} copyText={bank.shortName} />
        <CopyRow label="Số tài khoản" value={accountNumber} />
        <CopyRow label="Chủ tài khoản" value={accountName} />
        <CopyRow label="Số tiền" value={formatMoney(amount)} copyText={String(amount)} />
        <CopyRow label="Nội dung chuyển khoản" value={content} />
      </Box>
    </Stack>
  );
}
