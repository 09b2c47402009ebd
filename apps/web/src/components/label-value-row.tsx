import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface LabelValueRowProps {
  label: ReactNode;
  children: ReactNode;
  /** The row that sums up (a total): label and value in bold. */
  strong?: boolean;
}

/**
 * "Label: value" as a row: the label on the left, the value on the right. A long value (an
 * address, a note) wraps under itself, never under the label. Order details, receipts, summaries.
 */
export function LabelValueRow({ label, children, strong = false }: LabelValueRowProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline', py: 0.5 }}>
      <Typography
        variant="body2"
        sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 600 : 400, flexShrink: 0 }}
      >
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="div"
        sx={{ fontWeight: strong ? 700 : 500, textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Stack>
  );
}
