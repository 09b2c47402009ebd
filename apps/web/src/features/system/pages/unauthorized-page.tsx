import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { StatusView } from '@/components/status-view';
import { paths } from '@/config/paths';

/** /401: signed in, but this area belongs to another role. */
function UnauthorizedPage() {
  return (
    <StatusView
      code="401"
      title="Không có quyền truy cập"
      description="Tài khoản của bạn không được phép xem trang này. Hãy quay về trang chủ của bạn hoặc đăng nhập bằng tài khoản khác."
      actions={
        <>
          <Button variant="contained" size="large" component={RouterLink} to={paths.root}>
            Về trang chủ
          </Button>
          <Button variant="outlined" size="large" component={RouterLink} to={paths.auth.logout}>
            Đăng nhập tài khoản khác
          </Button>
        </>
      }
    />
  );
}

export default UnauthorizedPage;
