import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from './logo';

export interface StatusViewProps {
  /** Big label above the title, e.g. "404". */
  code?: string;
  icon?: ReactNode;
  title: string;
  description: ReactNode;
  /** Shown between the description and the actions (a form's error, say). */
  children?: ReactNode;
  /** The ways out: at least one button back. */
  actions: ReactNode;
}

/** A full-page message (error pages, banned account) with a way back. */
export function StatusView({ code, icon, title, description, children, actions }: StatusViewProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box sx={{ px: { xs: 2, sm: 4 }, py: 2.5 }}>
        <Link component={RouterLink} to={paths.root} color="inherit" underline="none" sx={{ display: 'inline-flex' }}>
          <Logo home />
        </Link>
      </Box>
      <Container maxWidth="sm" sx={{ flex: 1, display: 'flex', alignItems: 'center', py: { xs: 4, md: 8 } }}>
        <Stack
          spacing={2.5}
          sx={{
            alignItems: 'center',
            width: '100%',
            textAlign: 'center',
          }}
        >
          {icon && (
            <Box
              aria-hidden
              sx={(theme) => ({
                width: 88,
                height: 88,
                borderRadius: '28px',
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.1),
                '& svg': { fontSize: 44 },
              })}
            >
              {icon}
            </Box>
          )}
          {code && (
            <Typography
              aria-hidden
              sx={(theme) => ({
                fontSize: { xs: '4.5rem', sm: '6rem' },
                fontWeight: 700,
                lineHeight: 1,
                letterSpacing: '-0.04em',
                background: `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
                backgroundClip: 'text',
                WebkitBackgroundClip: 'text',
                color: 'transparent',
              })}
            >
              {code}
            </Typography>
          )}
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Typography
            sx={{
              color: 'text.secondary',
              maxWidth: 460,
            }}
          >
            {description}
          </Typography>
          {children}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}
          >
            {actions}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
