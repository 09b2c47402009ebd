import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatDateTime } from '@/lib/format';

/** Says the form came back as the student left it, and lets them start over instead. */
export function DraftNotice({ savedAt, onDiscard }: { savedAt: Date; onDiscard: () => void }) {
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onDiscard} sx={{ whiteSpace: 'nowrap' }}>
          Bỏ bản nháp
        </Button>
      }
    >
      Đã khôi phục đơn bạn đang điền dở (lưu lúc {formatDateTime(savedAt)}).
    </Alert>
  );
}
