import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { StatusView } from '@/components/status-view';
import { paths } from '@/config/paths';

/** /404 and every unknown address. */
export function NotFoundPage() {
  const navigate = useNavigate();
  // The first page of a visit has the 'default' key: there is nothing in the app to go back to.
  const canGoBack = useLocation().key !== 'default';
  return (
    <StatusView
      code="404"
      title="Không tìm thấy trang"
      description="Trang bạn tìm không tồn tại hoặc đã được chuyển đi. Hãy kiểm tra lại địa chỉ hoặc quay về trang chủ."
      actions={
        <>
          <Button variant="contained" size="large" component={RouterLink} to={paths.root}>
            Về trang chủ
          </Button>
          {canGoBack && (
            <Button variant="outlined" size="large" startIcon={<ArrowBackRoundedIcon />} onClick={() => navigate(-1)}>
              Quay lại
            </Button>
          )}
        </>
      }
    />
  );
}
