import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { personName, ROLE_LABELS, ROLES, type Role } from '@tsa/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useId, useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { errorText } from '@/lib/api-error';
import { useChangeUserRole } from '../api/change-user-role';
import { useChangeUserStatus } from '../api/change-user-status';
import { useDeleteUser } from '../api/delete-user';
import type { UserRecord } from '../types';
import { ConfirmDialog } from './confirm-dialog';
import { ResetSecondFactorDialog } from './reset-second-factor-dialog';
import type { UserAction } from './user-actions-menu';
import { UserIdentity } from './user-identity';
import { UserWalletDialog } from './user-wallet-dialog';

const ROLE_HINTS: Record<Role, string> = {
  STUDENT: 'Đặt giặt, theo dõi đơn và báo sự cố cho đơn của mình.',
  STAFF: 'Lấy đồ, giao đồ và xử lý đơn tại xưởng giặt.',
  ADMIN: 'Toàn quyền quản trị: đơn hàng, giao nhận, báo cáo và mọi tài khoản.',
};

interface ActionDialogProps {
  user: UserRecord;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

function ChangeRoleDialog({ user, open, onClose, onExited }: ActionDialogProps) {
  const [role, setRole] = useState<Role>(user.role);
  const mutation = useChangeUserRole();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const close = () => {
    if (!mutation.isPending) onClose();
  };
  const save = () =>
    mutation.mutate(
      { id: user.id, role },
      {
        onSuccess: () => {
          enqueueSnackbar(`Đã đổi vai trò thành ${ROLE_LABELS[role]}`, { variant: 'success' });
          onClose();
        },
      },
    );

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>Đổi vai trò</DialogTitle>
      <DialogContent>
        <Box sx={{ mb: 3 }}>
          <UserIdentity user={user} />
        </Box>
        <TextField
          select
          fullWidth
          label="Vai trò"
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          helperText={ROLE_HINTS[role]}
        >
          {ROLES.map((option) => (
            <MenuItem key={option} value={option}>
              {ROLE_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        {mutation.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(mutation.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogFooter
        onCancel={close}
        confirmLabel="Lưu"
        onConfirm={save}
        confirmDisabled={role === user.role}
        pending={mutation.isPending}
      />
    </Dialog>
  );
}

function StatusDialog({ user, open, onClose, onExited, ban }: ActionDialogProps & { ban: boolean }) {
  const mutation = useChangeUserStatus();
  const { enqueueSnackbar } = useSnackbar();
  const name = personName(user);
  const confirm = () =>
    mutation.mutate(
      { id: user.id, status: ban ? 'BANNED' : 'ACTIVE' },
      {
        onSuccess: () => {
          enqueueSnackbar(ban ? 'Đã khóa tài khoản' : 'Đã mở khóa tài khoản', { variant: 'success' });
          onClose();
        },
      },
    );

  return (
    <ConfirmDialog
      open={open}
      title={ban ? `Khóa tài khoản ${name}?` : `Mở khóa tài khoản ${name}?`}
      confirmLabel={ban ? 'Khóa tài khoản' : 'Mở khóa'}
      tone={ban ? 'error' : 'primary'}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={confirm}
      onClose={onClose}
      onExited={onExited}
    >
      <Typography
        sx={{
          color: 'text.secondary',
        }}
      >
        {ban
          ? 'Người dùng sẽ bị đăng xuất ngay và không thể đăng nhập cho tới khi được mở khóa.'
          : 'Người dùng có thể đăng nhập và sử dụng dịch vụ trở lại.'}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          mt: 1,
        }}
      >
        {user.email}
      </Typography>
    </ConfirmDialog>
  );
}

function DeleteDialog({ user, open, onClose, onExited }: ActionDialogProps) {
  const mutation = useDeleteUser();
  const { enqueueSnackbar } = useSnackbar();
  const confirm = () =>
    mutation.mutate(user.id, {
      onSuccess: () => {
        enqueueSnackbar('Đã xóa tài khoản', { variant: 'success' });
        onClose();
      },
    });

  return (
    <ConfirmDialog
      open={open}
      title={`Xóa tài khoản ${personName(user)}?`}
      confirmLabel="Xóa tài khoản"
      tone="error"
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={confirm}
      onClose={onClose}
      onExited={onExited}
    >
      <Typography
        sx={{
          color: 'text.secondary',
        }}
      >
        Người dùng sẽ bị đăng xuất và không thể đăng nhập bằng tài khoản {user.email} nữa. Không thể hoàn tác thao tác
        này.
      </Typography>
      <Alert severity="info" sx={{ mt: 2 }}>
        Đơn hàng và lịch sử của tài khoản vẫn được giữ lại để tra cứu và đối soát.
      </Alert>
    </ConfirmDialog>
  );
}

export interface PendingUserAction {
  action: UserAction;
  user: UserRecord;
}

export interface UserActionDialogProps {
  pending: PendingUserAction | null;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

/** The dialog of the action chosen in a row's menu. */
export function UserActionDialog({ pending, open, onClose, onExited }: UserActionDialogProps) {
  if (!pending) return null;
  const props = { user: pending.user, open, onClose, onExited };
  switch (pending.action) {
    case 'role':
      return <ChangeRoleDialog {...props} />;
    case 'ban':
      return <StatusDialog {...props} ban />;
    case 'unban':
      return <StatusDialog {...props} ban={false} />;
    case 'reset-second-factor':
      return <ResetSecondFactorDialog {...props} />;
    case 'delete':
      return <DeleteDialog {...props} />;
    case 'wallet':
      return <UserWalletDialog {...props} />;
  }
}
