import GppMaybeOutlinedIcon from '@mui/icons-material/GppMaybeOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserRecord } from '../types';
import { toneSx } from './user-chips';

type SecondFactors = Pick<UserRecord, 'secondFactor' | 'passkeys'>;

/** Whether the account has anything an admin reset would remove. */
export const hasAnySecondFactor = (user: SecondFactors): boolean => user.secondFactor || user.passkeys > 0;

/** "Ứng dụng xác thực · 2 khóa truy cập", or null when the account has none. */
function secondFactorMethods(user: SecondFactors): string | null {
  const methods = [user.secondFactor && 'Ứng dụng xác thực', user.passkeys > 0 && `${user.passkeys} khóa truy cập`];
  const named = methods.filter((method): method is string => Boolean(method));
  return named.length ? named.join(' · ') : null;
}

/**
 * The table cell of the "Xác thực hai bước" column: one chip per method, stacked so the column
 * stays narrow, or "Chưa bật" (a warning for an admin, who cannot manage anything until they enrol).
 */
export function SecondFactorCell({ user }: { user: UserRecord }) {
  if (hasAnySecondFactor(user)) {
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        {user.secondFactor && (
          <Chip size="small" icon={<VerifiedUserOutlinedIcon />} label="Ứng dụng xác thực" sx={toneSx('success')} />
        )}
        {user.passkeys > 0 && (
          <Chip
            size="small"
            icon={<VerifiedUserOutlinedIcon />}
            label={`${user.passkeys} khóa truy cập`}
            sx={toneSx('success')}
          />
        )}
      </Stack>
    );
  }
  if (user.role === 'ADMIN') {
    return <Chip size="small" icon={<GppMaybeOutlinedIcon />} label="Chưa bật" sx={toneSx('warning')} />;
  }
  return (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
      Chưa bật
    </Typography>
  );
}

/** The phone card's line: the same facts, with the words the column header gives on wide screens. */
export function secondFactorLine(user: UserRecord): string {
  const methods = secondFactorMethods(user);
  return methods ? `Xác thực hai bước: ${methods}` : 'Chưa bật xác thực hai bước';
}
