import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { getStoredUser } from '@/lib/session';
import type { AppNotification } from '@/lib/realtime-types';
import { useNotifications } from '../api/get-notifications';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { useReadNotification } from '../api/read-notification';
import { isAppLink, NotificationItem } from '../components/notification-item';
import { NotificationPreferencesCard } from '../components/notification-preferences-card';
import { NotificationsLoading } from '../components/notifications-loading';

const PAGE_SIZE = 20;

/** /notifications: all of mine or only the unread ones, page by page; new ones arrive live. */
export default function NotificationsPage() {
  // Administrators have no account page: their notification settings live here.
  const isAdmin = getStoredUser<{ role?: string }>()?.role === 'ADMIN';
  const [params, setParams] = useSearchParams();
  const onlyUnread = params.get('filter') === 'unread';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const navigate = useNavigate();
  const list = useNotifications({ ...(onlyUnread ? { unread: true } : {}), page, pageSize: PAGE_SIZE });
  const readOne = useReadNotification();
  const readAll = useReadAllNotifications();
  const unread = list.data?.unread ?? 0;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  const setView = (next: { filter?: string; page?: number }) => {
    const search = new URLSearchParams();
    const filter = next.filter ?? (onlyUnread ? 'unread' : 'all');
    if (filter === 'unread') search.set('filter', 'unread');
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };

  const open = (notification: AppNotification) => {
    if (!notification.read) readOne.mutate(notification.id);
    if (isAppLink(notification.link)) void navigate(notification.link);
  };

  return (
    <>
      <PageHeader
        title="Thông báo"
        subtitle={unread ? `Bạn có ${unread} thông báo chưa đọc` : 'Bạn đã đọc hết thông báo'}
        actions={
          <Button
            variant="outlined"
            startIcon={<DoneAllRoundedIcon />}
            disabled={!unread}
            loading={readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            Đánh dấu tất cả đã đọc
          </Button>
        }
      />
      <Card variant="outlined">
        <Tabs
          value={onlyUnread ? 'unread' : 'all'}
          onChange={(_, value: string) => setView({ filter: value, page: 1 })}
          sx={{ px: 2 }}
        >
          <Tab value="all" label="Tất cả" />
          <Tab value="unread" label={unread ? `Chưa đọc (${unread})` : 'Chưa đọc'} />
        </Tabs>
        <Divider />
        {list.isPending ? (
          <NotificationsLoading layout="page" />
        ) : list.isError ? (
          <ErrorState
            title="Không tải được thông báo"
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            icon={<NotificationsNoneOutlinedIcon />}
            title={onlyUnread ? 'Không có thông báo chưa đọc' : 'Chưa có thông báo'}
            description="Khi đơn hàng đổi trạng thái hay có phản hồi cho yêu cầu hỗ trợ, bạn sẽ nhận được thông báo ở đây."
          />
        ) : (
          <List disablePadding>
            {list.data.items.map((notification, index) => (
              <NotificationItem
                key={notification.id}
                divider={index < list.data.items.length - 1}
                notification={notification}
                onOpen={open}
                action={
                  !notification.read && (
                    <Tooltip title="Đánh dấu đã đọc">
                      <IconButton
                        size="small"
                        aria-label={`Đánh dấu đã đọc: ${notification.title}`}
                        onClick={(event) => {
                          event.stopPropagation();
                          readOne.mutate(notification.id);
                        }}
                      >
                        <DraftsOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )
                }
              />
            ))}
          </List>
        )}
      </Card>
      {pages > 1 && (
        <Stack
          sx={{
            alignItems: 'center',
            mt: 3,
          }}
        >
          <Pagination count={pages} page={page} onChange={(_, next) => setView({ page: next })} color="primary" />
        </Stack>
      )}
      {isAdmin && (
        <Box sx={{ mt: 3 }}>
          <NotificationPreferencesCard />
        </Box>
      )}
    </>
  );
}
