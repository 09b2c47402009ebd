import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import LockOpenRoundedIcon from '@mui/icons-material/LockOpenRounded';
import LockResetRoundedIcon from '@mui/icons-material/LockResetRounded';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { personName } from '@tsa/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import type { UserRecord } from '../types';
import { hasAnySecondFactor } from './user-second-factor';

export type UserAction = 'role' | 'ban' | 'unban' | 'reset-second-factor' | 'delete' | 'wallet';

export interface UserActionsMenuProps {
  user: UserRecord;
  /** The signed-in admin's own row: every action here would lock them out, so none is offered. */
  isSelf: boolean;
  onAction: (action: UserAction, user: UserRecord) => void;
}

/** The ⋮ button of a row or card: change role, ban or unban, reset the second factor, delete. */
export function UserActionsMenu({ user, isSelf, onAction }: UserActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const choose = (action: UserAction) => {
    close();
    onAction(action, user);
  };
  const banned = user.status === 'BANNED';

  return (
    <>
      <IconButton
        aria-label={`Thao tác với ${personName(user)}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertRoundedIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, maxWidth: 300 } } }}
      >
        {isSelf && (
          // A generic box, not a paragraph: a menu holds menu items, separators and generic boxes.
          <Typography
            variant="body2"
            component="div"
            sx={{
              color: 'text.secondary',
              px: 2,
              py: 1,
            }}
          >
            Đây là tài khoản của bạn: bạn không thể tự đổi vai trò, khóa, xóa hay đặt lại xác thực hai bước.
          </Typography>
        )}
        {user.role === 'STUDENT' && (
          <MenuItem onClick={() => choose('wallet')}>
            <ListItemIcon>
              <AccountBalanceWalletOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Ví TSA</ListItemText>
          </MenuItem>
        )}
        <MenuItem disabled={isSelf} onClick={() => choose('role')}>
          <ListItemIcon>
            <ManageAccountsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Đổi vai trò</ListItemText>
        </MenuItem>
        {banned ? (
          <MenuItem disabled={isSelf} onClick={() => choose('unban')}>
            <ListItemIcon>
              <LockOpenRoundedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Mở khóa tài khoản</ListItemText>
          </MenuItem>
        ) : (
          <MenuItem disabled={isSelf} onClick={() => choose('ban')}>
            <ListItemIcon>
              <LockOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Khóa tài khoản</ListItemText>
          </MenuItem>
        )}
        {isSelf ? (
          // Their own second factor is managed with a current code, on the security page.
          <MenuItem component={RouterLink} to={paths.dashboard.security} onClick={close}>
            <ListItemIcon>
              <LockResetRoundedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Quản lý bảo mật của bạn</ListItemText>
          </MenuItem>
        ) : (
          hasAnySecondFactor(user) && (
            <MenuItem onClick={() => choose('reset-second-factor')}>
              <ListItemIcon>
                <LockResetRoundedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>Đặt lại xác thực hai bước</ListItemText>
            </MenuItem>
          )
        )}
        <Divider />
        <MenuItem disabled={isSelf} onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlineRoundedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Xóa tài khoản</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
