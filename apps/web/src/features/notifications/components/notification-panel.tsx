import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState, ErrorState } from '@/components/list-states';
import { paths } from '@/config/paths';
import type { AppNotification, AppNotificationPage } from '@/lib/realtime-types';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { useReadNotification } from '../api/read-notification';
import { isAppLink, NotificationItem } from './notification-item';
import { NotificationsLoading } from './notifications-loading';
import { PushDeviceSwitch } from './push-device-switch';

export interface NotificationPanelProps {
  /** The bell's query of the latest notifications (its badge counts their unread). */
  latest: UseQueryResult<AppNotificationPage>;
  /** Closes the popover (an item or "Xem tất cả" was chosen). */
  onClose: () => void;
}

/**
 * What the bell's popover holds: the latest notifications, "mark all read", this device's push
 * switch and the way to the full list. Loaded when the bell is first pointed at, touched,
 * focused or opened, so the pages that only show the bell do not download it.
 */
export function NotificationPanel({ latest, onClose }: NotificationPanelProps) {
  const navigate = useNavigate();
  const readOne = useReadNotification();
  const readAll = useReadAllNotifications();
  const unread = latest.data?.unread ?? 0;

  const openItem = (notification: AppNotification) => {
    if (!notification.read) readOne.mutate(notification.id);
    onClose();
    if (isAppLink(notification.link)) void navigate(notification.link);
  };

  return (
    <>
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
          <NotificationsLoading />
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
        <Button component={RouterLink} to={paths.notifications} onClick={onClose} fullWidth>
          Xem tất cả
        </Button>
      </Box>
    </>
  );
}
