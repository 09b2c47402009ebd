import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useState } from 'react';
import { HoverTooltip } from '@/components/hover-tooltip';
import { LazyPart } from '@/components/lazy-part';
import { awaitsSecondFactor } from '@/lib/auth/second-factor-gate';
import { useAuth } from '@/lib/auth/use-auth';
import { useNotifications } from '../api/get-notifications';
import { NotificationsLoading } from './notifications-loading';

const loadPanel = async () => (await import('./notification-panel')).NotificationPanel;
// Pointing at, touching or focusing the bell starts the download, so the panel is usually there
// by the click. A failed fetch is the popover's to report (LazyPart), not this head start's.
const prefetchPanel = () => void loadPanel().catch(() => undefined);

export const BELL_PAGE_SIZE = 8;

/** The header bell: the unread badge (live), the latest notifications in a popover. */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // An admin still to enrol a second factor would only be refused (403): no bell until then.
  const waiting = awaitsSecondFactor(useAuth().user);
  const latest = useNotifications({ page: 1, pageSize: BELL_PAGE_SIZE }, { enabled: !waiting });
  const unread = latest.data?.unread ?? 0;
  const open = Boolean(anchor);
  const close = () => setAnchor(null);

  if (waiting) return null;
  return (
    <>
      <HoverTooltip title="Thông báo">
        <IconButton
          onPointerEnter={prefetchPanel}
          onFocus={prefetchPanel}
          onClick={(event) => setAnchor(event.currentTarget)}
          // The count the badge shows is in the name, outside brackets (WCAG 2.5.3: voice control
          // users say what they see; a bracketed part does not count as the name's words).
          aria-label={unread ? `Thông báo: ${unread > 99 ? 'hơn 99' : unread} chưa đọc` : 'Thông báo'}
          aria-haspopup="dialog"
          aria-expanded={open}
          color="inherit"
        >
          {/* No number at all when nothing is unread: a hidden "0" would still be the button's text. */}
          <Badge badgeContent={unread || null} color="error" max={99} data-testid="notification-badge">
            <NotificationsNoneOutlinedIcon fontSize="small" />
          </Badge>
        </IconButton>
      </HoverTooltip>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
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
        <LazyPart
          load={loadPanel}
          props={{ latest, onClose: close }}
          fallback={<NotificationsLoading />}
          failedTitle="Không tải được thông báo"
        />
      </Popover>
    </>
  );
}
