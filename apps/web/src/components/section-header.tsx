import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SectionHeaderProps {
  /** Id of the h2, for the section's `aria-labelledby`. */
  id: string;
  title: string;
  subtitle?: ReactNode;
  /** Controls on the right; below the title up to `stackBelow`. */
  actions?: ReactNode;
  stackBelow?: 'sm' | 'md';
}

/** The title row of a section inside a page (an h2 under the page's h1), with its controls. */
export function SectionHeader({ id, title, subtitle, actions, stackBelow = 'sm' }: SectionHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', [stackBelow]: 'row' }}
      spacing={1.5}
      sx={{
        alignItems: { xs: 'stretch', [stackBelow]: 'flex-end' },
        justifyContent: 'space-between',
        mb: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {subtitle && (
          <Typography
            variant="body2"
            component="div"
            sx={{
              color: 'text.secondary',
            }}
          >
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions}
    </Stack>
  );
}
