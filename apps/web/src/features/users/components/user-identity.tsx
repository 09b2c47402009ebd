import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { personName } from '@tsa/shared';
import type { UserRecord } from '../types';

export interface UserIdentityProps {
  user: UserRecord;
  /** The signed-in admin's own row. */
  isSelf?: boolean;
  /**
   * The widest the name and e-mail may be; they wrap past it (a long address breaks anywhere)
   * instead of widening a table column until the table no longer fits the screen.
   */
  maxTextWidth?: number;
}

/** Avatar, full name (family name first) and e-mail: the first cell of a row or card. */
export function UserIdentity({ user, isSelf, maxTextWidth }: UserIdentityProps) {
  const wraps = maxTextWidth !== undefined;
  const textSx = wraps ? { overflowWrap: 'anywhere' } : {};
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{
        alignItems: 'center',
        minWidth: 0,
      }}
    >
      <Avatar
        src={user.photoUrl ?? undefined}
        alt=""
        sx={{
          width: 40,
          height: 40,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: '0.9375rem',
          fontWeight: 600,
        }}
      >
        {/* Vietnamese names are known by the given name, the last word. */}
        {user.firstName.trim().charAt(0).toUpperCase() || '?'}
      </Avatar>
      <Box sx={{ minWidth: 0, maxWidth: maxTextWidth }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'center',
          }}
        >
          <Typography variant="subtitle2" noWrap={!wraps} sx={textSx}>
            {personName(user)}
          </Typography>
          {isSelf && <Chip size="small" variant="outlined" label="Bạn" sx={{ height: 20, fontSize: '0.6875rem' }} />}
        </Stack>
        <Typography
          variant="body2"
          noWrap={!wraps}
          sx={{
            color: 'text.secondary',
            ...textSx,
          }}
        >
          {user.email}
        </Typography>
      </Box>
    </Stack>
  );
}

/** The shape of a `UserIdentity` while the list loads. */
export function UserIdentitySkeleton() {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{
        alignItems: 'center',
      }}
    >
      <Skeleton variant="circular" width={40} height={40} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="60%" />
        <Skeleton width="80%" />
      </Box>
    </Stack>
  );
}
