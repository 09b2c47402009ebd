import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { paths, ROLE_HOME } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { ModeToggle } from '../theme/mode-toggle';
import { SettingsButton } from '../theme/settings-button';
import { PublicFooter } from './public-footer';

const sections = [
  { label: 'Cách hoạt động', to: `${paths.landing}#cach-hoat-dong` },
  { label: 'Bảng giá', to: `${paths.landing}#bang-gia` },
  { label: 'Nội quy', to: paths.regulations },
];

/**
 * The frame of the public pages (landing, regulations for visitors): top bar and footer.
 * `contained` pads ordinary pages; the landing draws its own full-width sections.
 */
export function PublicLayout({ contained = false }: { contained?: boolean }) {
  const { user } = useAuth();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={(theme) => ({
          position: 'sticky',
          top: 0,
          zIndex: theme.zIndex.appBar,
          backdropFilter: 'blur(8px)',
          backgroundColor: alpha(theme.palette.background.default, 0.82),
          borderBottom: `1px solid ${theme.palette.divider}`,
        })}
      >
        <Container maxWidth="lg">
          <Stack
            direction="row"
            spacing={1}
            sx={{
              alignItems: 'center',
              minHeight: 64,
            }}
          >
            <Link component={RouterLink} to={paths.landing} color="inherit" underline="none" sx={{ mr: 3 }}>
              <Logo home />
            </Link>
            <Stack
              component="nav"
              aria-label="Giới thiệu"
              direction="row"
              spacing={0.5}
              sx={{ display: { xs: 'none', md: 'flex' } }}
            >
              {sections.map((section) => (
                <Button
                  key={section.to}
                  component={RouterLink}
                  to={section.to}
                  color="inherit"
                  sx={{ color: 'text.secondary', fontWeight: 500 }}
                >
                  {section.label}
                </Button>
              ))}
            </Stack>
            <Box sx={{ flex: 1 }} />
            <Stack
              direction="row"
              spacing={{ xs: 0, sm: 0.5 }}
              sx={{
                alignItems: 'center',
                color: 'text.secondary',
              }}
            >
              <ModeToggle />
              <SettingsButton />
            </Stack>
            {user ? (
              <Button component={RouterLink} to={ROLE_HOME[user.role]} variant="contained" size="small">
                Trang của tôi
              </Button>
            ) : (
              <>
                <Button
                  component={RouterLink}
                  to={paths.auth.login}
                  color="inherit"
                  size="small"
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  Đăng nhập
                </Button>
                <Button
                  component={RouterLink}
                  to={paths.auth.register}
                  variant="contained"
                  size="small"
                  sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
                >
                  Đăng ký
                </Button>
              </>
            )}
          </Stack>
        </Container>
      </Box>
      <Box component="main" sx={{ flex: 1 }}>
        {contained ? (
          <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
            <Outlet />
          </Container>
        ) : (
          <Outlet />
        )}
      </Box>
      <PublicFooter />
    </Box>
  );
}
