import MarkEmailReadRoundedIcon from '@mui/icons-material/MarkEmailReadRounded';
import UnsubscribeRoundedIcon from '@mui/icons-material/UnsubscribeRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { UNSUBSCRIBE_LINK_DAYS } from '@tsa/shared';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { StatusView } from '@/components/status-view';
import { paths } from '@/config/paths';
import { errorText, isApiError } from '@/lib/api-error';
import { useUnsubscribeEmail } from '../api/unsubscribe-email';

const MISSING_LINK = 'Liên kết hủy đăng ký không hợp lệ hoặc đã bị thay đổi';

/**
 * /unsubscribe?token=…: where the e-mails' "Hủy đăng ký" link leads. Opening it changes nothing
 * (mail scanners open every link); only the button, or the mail client's one-click POST,
 * turns the e-mails off.
 */
function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribeEmail();

  if (unsubscribe.isSuccess) {
    return (
      <StatusView
        icon={<MarkEmailReadRoundedIcon />}
        title="Đã hủy đăng ký email"
        description="Bạn sẽ không nhận email thông báo từ TSA nữa. Thông báo trong ứng dụng vẫn giữ nguyên; bạn có thể bật lại email trong trang Tài khoản."
        actions={
          <Button variant="contained" size="large" component={RouterLink} to={paths.root}>
            Về trang TSA
          </Button>
        }
      />
    );
  }

  const error = !token ? MISSING_LINK : unsubscribe.isError ? errorText(unsubscribe.error) : null;
  // A link the server refused (changed, expired) stays refused; a lost connection may be retried.
  const refused = !token || (isApiError(unsubscribe.error) && unsubscribe.error.statusCode === 400);
  return (
    <StatusView
      icon={<UnsubscribeRoundedIcon />}
      title="Hủy nhận email thông báo"
      description={`Bấm nút bên dưới để ngừng nhận mọi email thông báo từ TSA. Thông báo trong ứng dụng vẫn giữ nguyên. Liên kết trong email dùng được ${UNSUBSCRIBE_LINK_DAYS} ngày sau khi gửi.`}
      actions={
        <>
          {!refused && (
            <Button
              variant="contained"
              size="large"
              loading={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              Hủy đăng ký email
            </Button>
          )}
          <Button variant={refused ? 'contained' : 'outlined'} size="large" component={RouterLink} to={paths.root}>
            Về trang TSA
          </Button>
        </>
      }
    >
      {error && (
        <Alert severity="error" role="alert" sx={{ textAlign: 'left', width: '100%', maxWidth: 460 }}>
          {error}
        </Alert>
      )}
    </StatusView>
  );
}

export default UnsubscribePage;
