import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The title of a screen inside the auth card: its only h1, and one line on what to do. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ mb: 3, textAlign: 'center' }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {subtitle && (
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          {subtitle}
        </Typography>
      )}
    </Stack>
  );
}
