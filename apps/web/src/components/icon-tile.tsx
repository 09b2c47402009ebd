import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type IconTileTone = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export interface IconTileProps {
  children: ReactNode;
  /** Width and height in px; the corners follow (about a third). */
  size?: number;
  tone?: IconTileTone;
  sx?: SxProps<Theme>;
}

/** The app's tinted square behind an icon (cards, figures, empty states). Decorative only. */
export function IconTile({ children, size = 40, tone = 'primary', sx }: IconTileProps) {
  return (
    <Box
      aria-hidden
      sx={[
        (theme) => ({
          width: size,
          height: size,
          flexShrink: 0,
          borderRadius: `${Math.round(size * 0.31)}px`,
          display: 'grid',
          placeItems: 'center',
          color: theme.palette[tone].main,
          bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.18 : 0.1),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
