import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { HoverTooltip } from '@/components/hover-tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState, ErrorState } from '@/components/list-states';
import { paths } from '@/config/paths';
import type { AppNotification } from '@/lib/realtime-types';
import { useNotifications } from '../api/get-notifications';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { useReadNotification } from '../api/read-notification';
import { isAppLink, NotificationItem } from './notification-item';
import { PushDeviceSwitch } from './push-device-switch';

export const BELL_PAGE_SIZE = 8;

/** The header bell: the unread badge (live), the latest notifications in a popover. */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const latest = useNotifications({ page: 1, pageSize: BELL_PAGE_SIZE });
  const readOne = useReadNotification();
  const readAll = useReadAllNotifications();
  const unread = latest.data?.unread ?? 0;
  const open = Boolean(anchor);

  const openItem = (notification: AppNotification) => {
    if (!notification.read) readOne.mutate(notification.id);
    setAnchor(null);
    if (isAppLink(notification.link)) void navigate(notification.link);
  };

  return (
    <>
      <HoverTooltip title="Thông báo">
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={unread ? `Thông báo (${unread} chưa đọc)` : 'Thông báo'}
          aria-haspopup="dialog"
          aria-expanded={open}
          color="inherit"
        >
          <Badge badgeContent={unread} color="error" max={99} invisible={unread === 0} data-testid="notification-badge">
            <NotificationsNoneOutlinedIcon fontSize="small" />
          </Badge>
        </IconButton>
      </HoverTooltip>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': 'Thông báo mới nhất',
            sx: { width: 380, maxWidth: 'calc(100vw - 24px)' },
          },
        }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1.5,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              Thông báo
            </Typography>
            <Typography
              variant="caption"
              sx={{
                color: 'text.secondary',
              }}
            >
              {unread ? `${unread} chưa đọc` : 'Không có thông báo chưa đọc'}
            </Typography>
          </Box>
          {/* One line at 390 px too: the title gives way, the action does not wrap. */}
          <Button
            size="small"
            startIcon={<DoneAllRoundedIcon />}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0, px: 1 }}
            disabled={!unread}
            loading={readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            Đánh dấu tất cả đã đọc
          </Button>
        </Stack>
        <Divider />
        <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {latest.isPending ? (
            <Stack spacing={1.5} sx={{ p: 2 }} aria-label="Đang tải thông báo">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={56} />
              ))}
            </Stack>
          ) : latest.isError ? (
            <ErrorState
              dense
              title="Không tải được thông báo"
              error={latest.error}
              onRetry={() => void latest.refetch()}
              retrying={latest.isFetching}
            />
          ) : latest.data.items.length === 0 ? (
            <EmptyState
              dense
              title="Chưa có thông báo"
              description="Cập nhật về đơn hàng và yêu cầu hỗ trợ sẽ hiện ở đây."
            />
          ) : (
            <List disablePadding>
              {latest.data.items.map((notification) => (
                <NotificationItem key={notification.id} dense notification={notification} onOpen={openItem} />
              ))}
            </List>
          )}
        </Box>
        <Divider />
        <Box sx={{ px: 2, pt: 1 }}>
          <PushDeviceSwitch dense />
        </Box>
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button component={RouterLink} to={paths.notifications} onClick={() => setAnchor(null)} fullWidth>
            Xem tất cả
          </Button>
        </Box>
      </Popover>
    </>
  );
}
