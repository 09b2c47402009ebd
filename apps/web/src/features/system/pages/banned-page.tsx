import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { StatusView } from '@/components/status-view';
import { paths } from '@/config/paths';

/** /banned: where a disabled account lands (sign-in refused with auth/user-disabled). */
function BannedPage() {
  return (
    <StatusView
      icon={<BlockRoundedIcon />}
      title="Tài khoản đã bị khóa"
      description="Tài khoản này đã bị vô hiệu hóa nên không thể sử dụng dịch vụ. Nếu bạn cho rằng đây là nhầm lẫn, hãy liên hệ ban quản lý ký túc xá hoặc quầy giặt TSA để được hỗ trợ."
      actions={
        <>
          <Button variant="contained" size="large" component={RouterLink} to={paths.auth.logout}>
            Đăng xuất
          </Button>
          <Button variant="outlined" size="large" component={RouterLink} to={paths.regulations}>
            Xem nội quy dịch vụ
          </Button>
        </>
      }
    />
  );
}

export default BannedPage;
