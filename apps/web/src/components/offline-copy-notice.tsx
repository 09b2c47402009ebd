import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { formatDateTime } from '@/lib/format';

/** Says that what follows is the copy kept on the device, and from when, not live data. */
export function OfflineCopyNotice({ savedAt }: { savedAt: Date }) {
  return (
    <Alert severity="warning" icon={<CloudOffOutlinedIcon />} sx={{ mb: 2 }} data-testid="offline-copy-notice">
      <AlertTitle>Bản ngoại tuyến</AlertTitle>
      Không có kết nối mạng. Đây là bản tải lúc {formatDateTime(savedAt)}; trạng thái có thể đã thay đổi.
    </Alert>
  );
}
