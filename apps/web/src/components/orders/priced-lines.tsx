import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format';

export interface PricedLine {
  key: string;
  name: string;
  /**
   * How much, beside the name, as the reader should see it: '× 3 kg', or what was weighed against
   * the estimate. Left out where `detail` says it.
   */
  quantity?: string;
  amount: number;
  /**
   * A grey line under the name and the amount, for what does not fit beside the name: how the amount
   * comes about ('Thực tế 5,5 kg (ước tính 5 kg) × 15.000 ₫/kg').
   */
  detail?: string;
}

export interface PricedLinesProps {
  lines: readonly PricedLine[];
  /** The list's accessible name, where the section around it does not give one. */
  label?: string;
  /** What the total already takes off ("Gói: 3 kg", "Giảm giá (mã …)"), as negative amounts after the lines. */
  deductions?: readonly { kind: string; label: string; amount: number }[];
  /** A last item after the lines (a total). */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/** An order's lines: each service with its quantity on the left, what it costs on the right. */
export function PricedLines({ lines, label, deductions = [], children, sx = [] }: PricedLinesProps) {
  return (
    <Stack
      component="ul"
      spacing={1}
      aria-label={label}
      sx={[{ listStyle: 'none', m: 0, p: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {lines.map((line) => (
        <li key={line.key}>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            {/* "× 1 cái" stays on one line: a number without its unit reads as a different amount. */}
            <Typography variant="body2">
              {line.name}
              {line.quantity !== undefined && (
                <>
                  {' '}
                  <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    {line.quantity}
                  </Box>
                </>
              )}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatMoney(line.amount)}
            </Typography>
          </Stack>
          {/* The whole width, under the amount too: on a phone it then fits one line. */}
          {line.detail && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {line.detail}
            </Typography>
          )}
        </li>
      ))}
      {deductions.map((line) => (
        <Stack component="li" key={line.kind} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2">{line.label}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            −{formatMoney(-line.amount)}
          </Typography>
        </Stack>
      ))}
      {children}
    </Stack>
  );
}
