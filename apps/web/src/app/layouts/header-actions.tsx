import Stack from '@mui/material/Stack';
import { ModeToggle } from '../theme/mode-toggle';
import { SettingsButton } from '../theme/settings-button';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

/** The right side of an area header: mode, appearance settings, notifications, the user. */
export function HeaderActions() {
  return (
    <Stack direction="row" alignItems="center" spacing={{ xs: 0, sm: 0.5 }} sx={{ color: 'text.secondary' }}>
      <ModeToggle />
      <SettingsButton />
      <NotificationBell />
      <UserMenu />
    </Stack>
  );
}
