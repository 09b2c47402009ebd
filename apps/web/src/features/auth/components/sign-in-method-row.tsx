import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SignInMethodRowProps {
  icon: ReactNode;
  title: string;
  detail?: ReactNode;
  /** A chip beside the title (e.g. 'Đã xác minh'). */
  badge?: ReactNode;
  action?: ReactNode;
  /** Below the row: why its action is off, or a form it opened. */
  below?: ReactNode;
}

/** One way in on the account page: what it is, its state, and what can be done with it. */
export function SignInMethodRow({ icon, title, detail, badge, action, below }: SignInMethodRowProps) {
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { border: 0 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Box sx={{ display: 'flex', color: 'text.secondary', flexShrink: 0 }} aria-hidden>
          {icon}
        </Box>
        <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography component="h3" variant="subtitle2">
              {title}
            </Typography>
            {badge}
          </Stack>
          {detail && (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {detail}
            </Typography>
          )}
        </Box>
        {action && <Box sx={{ flexShrink: 0, ml: 'auto' }}>{action}</Box>}
      </Stack>
      {below && <Box sx={{ mt: 1.5, pl: { sm: 4.5 } }}>{below}</Box>}
    </Box>
  );
}
