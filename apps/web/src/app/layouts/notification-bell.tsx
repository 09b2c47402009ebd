import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** The header bell; the notifications feature feeds `unread` (the badge hides at 0). */
export function NotificationBell({ unread = 0 }: { unread?: number }) {
  return (
    <Tooltip title="Thông báo" describeChild>
      <IconButton component={RouterLink} to={paths.notifications} aria-label="Thông báo" color="inherit">
        <Badge badgeContent={unread} color="error" max={99} invisible={unread === 0}>
          <NotificationsNoneOutlinedIcon fontSize="small" />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
