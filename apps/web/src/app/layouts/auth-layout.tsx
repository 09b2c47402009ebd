import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { ModeToggle } from '../theme/mode-toggle';
import { SettingsButton } from '../theme/settings-button';

/** The centred card the sign-in, sign-up and password screens sit in. */
export function AuthLayout() {
  return (
    <Box
      sx={(theme) => ({
        flex: 1,
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        backgroundImage: `radial-gradient(ellipse at top, ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.18 : 0.1)}, transparent 60%)`,
      })}
    >
      <Stack
        component="header"
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, sm: 4 },
          py: 2,
        }}
      >
        <Button
          component={RouterLink}
          to={paths.landing}
          color="inherit"
          startIcon={<ArrowBackRoundedIcon />}
          sx={{ color: 'text.secondary' }}
        >
          Trang giới thiệu
        </Button>
        <Stack direction="row" sx={{ color: 'text.secondary' }}>
          <ModeToggle />
          <SettingsButton />
        </Stack>
      </Stack>
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, pb: 6 }}
      >
        <Card sx={{ width: '100%', maxWidth: 460 }}>
          <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
            <Link
              component={RouterLink}
              to={paths.landing}
              color="inherit"
              underline="none"
              sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}
            >
              <Logo size={44} withTagline home />
            </Link>
            <Outlet />
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
