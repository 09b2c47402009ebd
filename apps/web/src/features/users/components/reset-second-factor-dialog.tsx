import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { personName } from '@tsa/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useResetSecondFactor } from '../api/reset-second-factor';
import type { UserRecord } from '../types';
import { ConfirmDialog } from './confirm-dialog';

export interface ResetSecondFactorDialogProps {
  user: UserRecord;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

/** What the reset takes away from this account: "ứng dụng xác thực, mã khôi phục và 2 khóa truy cập". */
function removedText(user: UserRecord): string {
  const parts = [
    ...(user.secondFactor ? ['ứng dụng xác thực', 'mã khôi phục'] : []),
    ...(user.passkeys > 0 ? [`${user.passkeys} khóa truy cập`] : []),
  ];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} và ${parts.at(-1)}` : (parts[0] ?? '');
}

/**
 * For someone who lost their phone and their recovery codes: says what goes, who gets signed
 * out and what the next sign-in will ask, before the admin confirms.
 */
export function ResetSecondFactorDialog({ user, open, onClose, onExited }: ResetSecondFactorDialogProps) {
  const mutation = useResetSecondFactor();
  const { enqueueSnackbar } = useSnackbar();
  const name = personName(user);
  const confirm = () =>
    mutation.mutate(user.id, {
      onSuccess: () => {
        enqueueSnackbar(`Đã đặt lại xác thực hai bước của ${name}`, { variant: 'success' });
        onClose();
      },
    });

  return (
    <ConfirmDialog
      open={open}
      title={`Đặt lại xác thực hai bước của ${name}?`}
      confirmLabel="Đặt lại"
      tone="error"
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={confirm}
      onClose={onClose}
      onExited={onExited}
    >
      <Typography sx={{ color: 'text.secondary' }}>
        Sẽ xóa {removedText(user)} của tài khoản {user.email} và đăng xuất người dùng khỏi mọi thiết bị. Lần đăng nhập
        sau chỉ cần mật khẩu.
      </Typography>
      {user.role === 'ADMIN' ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Đây là quản trị viên: khi đăng nhập lại, họ phải bật lại xác thực hai bước trước khi làm được việc gì khác.
        </Alert>
      ) : (
        <Alert severity="info" sx={{ mt: 2 }}>
          Người dùng có thể bật lại xác thực hai bước trong trang tài khoản của mình.
        </Alert>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
        Chỉ đặt lại khi đã chắc chắn đúng là chủ tài khoản yêu cầu. Thao tác được ghi vào nhật ký bảo mật.
      </Typography>
    </ConfirmDialog>
  );
}
