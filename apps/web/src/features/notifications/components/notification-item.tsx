import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import type { AppNotification } from '@/lib/realtime-types';

export interface NotificationItemProps {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
  /** Extra controls on the right (the page's "mark read" button). */
  action?: ReactNode;
  dense?: boolean;
  /** A line between this item and the one above. */
  divider?: boolean;
}

/**
 * One notification: unread dot, title, body, how long ago (the exact time on hover). A list
 * item holding the button, with the page's own control beside it rather than inside it (a
 * button in a button is unreachable for screen readers); the button's name is its visible text.
 */
export function NotificationItem({ notification, onOpen, action, dense, divider }: NotificationItemProps) {
  const { title, body, read, createdAt } = notification;
  return (
    <ListItem
      disablePadding
      divider={divider}
      secondaryAction={action}
      sx={{ bgcolor: read ? undefined : 'action.hover', '& .MuiListItemSecondaryAction-root': { top: 28 } }}
    >
      <ListItemButton
        onClick={() => onOpen(notification)}
        alignItems="flex-start"
        sx={{ gap: 1.5, py: dense ? 1.25 : 1.75, px: dense ? 2 : 2.5, ...(action ? { pr: 7 } : {}) }}
      >
        <Box
          aria-hidden
          sx={{
            mt: 0.9,
            width: 8,
            height: 8,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: read ? 'transparent' : 'primary.main',
          }}
        />
        <Stack sx={{ minWidth: 0, flex: 1 }} spacing={0.25}>
          <Typography variant="body2" sx={{ fontWeight: read ? 500 : 700 }}>
            {!read && (
              <>
                <Box component="span" sx={visuallyHidden}>
                  Chưa đọc:
                </Box>{' '}
              </>
            )}
            {title}
          </Typography>
          <Typography
            variant="body2"
            sx={[
              { color: 'text.secondary' },
              dense
                ? { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }
                : {},
            ]}
          >
            {body}
          </Typography>
          <Typography
            variant="caption"
            title={formatDateTime(createdAt)}
            sx={{
              color: 'text.secondary',
            }}
          >
            {formatRelativeTime(createdAt)}
          </Typography>
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}

/** Only paths of this app are followed; anything else stays on the page. */
export function isAppLink(link: string | null): link is string {
  return Boolean(link && link.startsWith('/') && !link.startsWith('//'));
}
