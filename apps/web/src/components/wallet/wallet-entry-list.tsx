import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WalletEntry } from '@tsa/shared';
import { formatDateTime, formatMoney, type DateInput } from '@/lib/format';

/** A statement line as the API answers it (its date revived). */
export type WalletEntryView = Omit<WalletEntry, 'createdAt'> & { createdAt: DateInput };

/** `+50.000 ₫` / `−60.000 ₫`: the sign is read out, not only coloured. */
export function signedMoney(amount: number): string {
  return `${amount > 0 ? '+' : '−'}${formatMoney(Math.abs(amount))}`;
}

/**
 * A wallet's statement, newest first: what happened (kind and note, the order's code), the signed
 * amount and the balance after it. Shared by the student's wallet page and the admin's view.
 */
export function WalletEntryList({ entries, label }: { entries: WalletEntryView[]; label: string }) {
  return (
    <List disablePadding aria-label={label}>
      {entries.map((entry) => (
        <ListItem key={entry.id} divider disableGutters sx={{ alignItems: 'flex-start', py: 1.25 }}>
          <Stack direction="row" spacing={1.5} sx={{ width: '100%', justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {entry.kindLabel}
                {entry.order ? ` · ${entry.order.code}` : ''}
              </Typography>
              {entry.note && (
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {entry.note}
                </Typography>
              )}
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {formatDateTime(entry.createdAt)}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
              <Typography
                variant="body2"
                sx={{ fontWeight: 700, color: entry.amount > 0 ? 'success.main' : 'text.primary' }}
              >
                {signedMoney(entry.amount)}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Số dư {formatMoney(entry.balanceAfter)}
              </Typography>
            </Box>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
