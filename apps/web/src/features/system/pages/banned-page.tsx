import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { StatusView } from '@/components/status-view';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

/** /banned: where a disabled account lands (sign-in refused with auth/user-disabled, or a session ended by a ban). */
function BannedPage() {
  // A visitor who was refused at sign-in holds no session: there is nothing to sign out of.
  const { user } = useAuth();
  return (
    <StatusView
      icon={<BlockRoundedIcon />}
      title="Tài khoản đã bị khóa"
      description="Tài khoản này đã bị vô hiệu hóa nên không thể sử dụng dịch vụ. Nếu bạn cho rằng đây là nhầm lẫn, hãy liên hệ ban quản lý ký túc xá hoặc quầy giặt TSA để được hỗ trợ."
      actions={
        <>
          {user && (
            <Button variant="contained" size="large" component={RouterLink} to={paths.auth.logout}>
              Đăng xuất
            </Button>
          )}
          <Button variant={user ? 'outlined' : 'contained'} size="large" component={RouterLink} to={paths.regulations}>
            Xem nội quy dịch vụ
          </Button>
        </>
      }
    />
  );
}

export default BannedPage;
