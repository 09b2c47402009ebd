import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Wallet } from '@tsa/shared';
import { useState, type FormEvent } from 'react';
import { TransferDetails } from '@/components/orders/transfer-details';
import { TextField } from '@/components/text-field';
import { errorText } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useTopUpQr } from '../api/wallet-api';
import { checkTopUpAmount, TOP_UP_CHIPS } from '../lib/amount';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    enqueueSnackbar('Đã sao chép nội dung chuyển khoản', { variant: 'success' });
  } catch {
    enqueueSnackbar('Không sao chép được, hãy chọn và sao chép thủ công', { variant: 'warning' });
  }
}

/**
 * "Nạp tiền": a chip or a typed amount gives a VietQR with the wallet's own transfer content,
 * which the bank's notification credits to this wallet (within minutes when it is automatic).
 */
export function TopUpCard({ wallet }: { wallet: Wallet }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const qr = useTopUpQr(amount);

  const choose = (value: number) => {
    setText(value.toLocaleString('vi-VN'));
    setError(null);
    setAmount(value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTopUpAmount(text);
    if (!checked.ok) {
      setError(checked.error);
      setAmount(null);
      return;
    }
    setError(null);
    setAmount(checked.amount);
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Nạp tiền
        </Typography>
        {!wallet.bank ? (
          <Alert severity="warning">
            Cửa hàng chưa có tài khoản nhận chuyển khoản nên chưa nạp ví được. Vui lòng quay lại sau.
          </Alert>
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Chọn nhanh số tiền nạp">
              {TOP_UP_CHIPS.map((value) => (
                <Chip
                  key={value}
                  label={formatMoney(value)}
                  color={amount === value ? 'primary' : 'default'}
                  variant={amount === value ? 'filled' : 'outlined'}
                  onClick={() => choose(value)}
                  aria-pressed={amount === value}
                />
              ))}
            </Stack>
            <Box component="form" noValidate onSubmit={submit}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  label="Số tiền khác"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  error={Boolean(error)}
                  helperText={
                    error ??
                    `Từ ${formatMoney(wallet.limits.minTopUp)} đến ${formatMoney(wallet.limits.maxAmount)} mỗi lần`
                  }
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  fullWidth
                />
                <Button type="submit" variant="contained" sx={{ mt: 1, flexShrink: 0 }}>
                  Tạo mã QR
                </Button>
              </Stack>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                  Nội dung chuyển khoản (bắt buộc, giữ nguyên)
                </Typography>
                <Typography sx={{ fontWeight: 700, letterSpacing: 1 }} data-testid="top-up-code">
                  {wallet.topUpCode}
                </Typography>
              </Box>
              <Tooltip title="Sao chép nội dung chuyển khoản">
                <IconButton aria-label="Sao chép nội dung chuyển khoản" onClick={() => copy(wallet.topUpCode)}>
                  <ContentCopyRoundedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
            {amount !== null && qr.isPending && <CircularProgress size={28} aria-label="Đang tạo mã QR" />}
            {qr.isError && <Alert severity="error">{errorText(qr.error)}</Alert>}
            {qr.data && amount !== null && (
              <TransferDetails
                bank={qr.data.bank}
                accountNumber={qr.data.accountNumber}
                accountName={qr.data.accountName}
                amount={qr.data.amount}
                content={qr.data.content}
                qrPayload={qr.data.qrPayload}
                qrLabel={`Mã VietQR nạp ${formatMoney(qr.data.amount)} vào ví TSA`}
                fileName={`vietqr-nap-vi-${qr.data.amount}`}
              />
            )}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {wallet.automaticConfirmation
                ? 'Quét mã bằng ứng dụng ngân hàng, MoMo hoặc ZaloPay. Số dư được cộng tự động trong vài phút.'
                : 'Quét mã bằng ứng dụng ngân hàng, MoMo hoặc ZaloPay. Cửa hàng kiểm tra và cộng số dư cho bạn.'}
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
