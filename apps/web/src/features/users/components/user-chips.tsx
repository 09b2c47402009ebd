import Chip from '@mui/material/Chip';
import { alpha, type Theme } from '@mui/material/styles';
import { ROLE_LABELS, USER_STATUS_LABELS, type Role, type UserStatus } from '@tsa/shared';

type Tone = 'primary' | 'info' | 'warning' | 'success' | 'error';

const ROLE_TONES: Record<Role, Tone> = { STUDENT: 'primary', STAFF: 'info', ADMIN: 'warning' };
const STATUS_TONES: Record<UserStatus, Tone> = { ACTIVE: 'success', BANNED: 'error' };

/** A quiet tinted chip: the tone's colour on a light wash of itself, readable in both modes. */
export function toneSx(tone: Tone) {
  return (theme: Theme) => {
    const colour = theme.palette[tone];
    const dark = theme.palette.mode === 'dark';
    return {
      bgcolor: alpha(colour.main, dark ? 0.18 : 0.12),
      color: dark ? colour.light : colour.dark,
      fontWeight: 600,
      '& .MuiChip-icon': { color: 'inherit' },
    };
  };
}

export function RoleChip({ role }: { role: Role }) {
  return <Chip size="small" label={ROLE_LABELS[role]} sx={toneSx(ROLE_TONES[role])} />;
}

export function StatusChip({ status }: { status: UserStatus }) {
  return <Chip size="small" label={USER_STATUS_LABELS[status]} sx={toneSx(STATUS_TONES[status])} />;
}
