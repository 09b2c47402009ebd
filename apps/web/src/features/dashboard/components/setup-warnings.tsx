import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { usePaymentOptions } from '@/lib/payment-options';

/**
 * What the shop's set-up still lacks, on the admin's first screen: without a bank account
 * students can only pay cash, without the bank-notification key every transfer waits for a
 * person. Nothing shows while the answer is loading or once everything is in place.
 */
export function SetupWarnings() {
  const { data } = usePaymentOptions();
  if (!data) return null;
  const missing = [
    !data.bankTransfer && {
      key: 'account',
      text: 'Chưa có tài khoản nhận chuyển khoản: sinh viên chỉ chọn được thanh toán tiền mặt.',
    },
    !data.automaticConfirmation && {
      key: 'webhook',
      text: 'Chưa có khóa thông báo ngân hàng: mỗi khoản chuyển phải được kiểm tra và xác nhận thủ công.',
    },
  ].filter((item) => item !== false);
  if (!missing.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>Cửa hàng chưa thiết lập xong thanh toán</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {missing.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </Box>
      <Link
        component={RouterLink}
        to={paths.dashboard.payments}
        sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}
      >
        Thiết lập thanh toán
      </Link>
    </Alert>
  );
}
