import Stack from '@mui/material/Stack';
import { ModeToggle } from '../theme/mode-toggle';
import { SettingsButton } from '../theme/settings-button';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

/** The right side of an area header: mode, appearance settings, notifications, the user. */
export function HeaderActions() {
  return (
    <Stack
      direction="row"
      spacing={{ xs: 0, sm: 0.5 }}
      sx={{
        alignItems: 'center',
        color: 'text.secondary',
      }}
    >
      <ModeToggle />
      <SettingsButton />
      <NotificationBell />
      <UserMenu />
    </Stack>
  );
}
