import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import type { AppNotification } from '@/lib/realtime-types';

export interface NotificationItemProps {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
  /** Extra controls on the right (the page's "mark read" button). */
  action?: ReactNode;
  dense?: boolean;
}

/** One notification: unread dot, title, body, how long ago (the exact time on hover). */
export function NotificationItem({ notification, onOpen, action, dense }: NotificationItemProps) {
  const { title, body, read, createdAt } = notification;
  return (
    <ListItemButton
      onClick={() => onOpen(notification)}
      alignItems="flex-start"
      aria-label={`${read ? '' : 'Chưa đọc: '}${title}`}
      sx={{ gap: 1.5, py: dense ? 1.25 : 1.75, px: dense ? 2 : 2.5, bgcolor: read ? undefined : 'action.hover' }}
    >
      <Box
        aria-hidden
        sx={{ mt: 0.9, width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: read ? 'transparent' : 'primary.main' }}
      />
      <Stack sx={{ minWidth: 0, flex: 1 }} spacing={0.25}>
        <Typography variant="body2" sx={{ fontWeight: read ? 500 : 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={dense ? { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : undefined}>
          {body}
        </Typography>
        <Typography variant="caption" color="text.secondary" title={formatDateTime(createdAt)}>
          {formatRelativeTime(createdAt)}
        </Typography>
      </Stack>
      {action}
    </ListItemButton>
  );
}

/** Only paths of this app are followed; anything else stays on the page. */
export function isAppLink(link: string | null): link is string {
  return Boolean(link && link.startsWith('/') && !link.startsWith('//'));
}
