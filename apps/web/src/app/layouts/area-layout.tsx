import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import { LogoMark } from '@/components/logo';
import { HeaderActions } from './header-actions';
import type { NavSection } from './nav-config';
import { SIDE_NAV_WIDTH, SideNav } from './side-nav';

export interface AreaLayoutProps {
  sections: NavSection[];
  areaLabel: string;
  homePath: string;
  /** Shown above every page of the area (e.g. a reminder to complete the profile). */
  banner?: ReactNode;
}

/**
 * The frame of a signed-in area: a fixed side navigation from the lg breakpoint, a drawer
 * behind a menu button below it, a sticky header and the page in the middle. Which sidebar
 * shows is decided in CSS, so the right one is there on the first paint.
 */
export function AreaLayout({ sections, areaLabel, homePath, banner }: AreaLayoutProps) {
  const [navOpen, setNavOpen] = useState(false);
  const closeNav = () => setNavOpen(false);

  return (
    <Box sx={{ display: 'flex', flex: 1, minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', lg: 'block' },
          position: 'fixed',
          inset: '0 auto 0 0',
          width: SIDE_NAV_WIDTH,
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          zIndex: (theme) => theme.zIndex.appBar + 1,
        }}
      >
        <SideNav sections={sections} areaLabel={areaLabel} homePath={homePath} />
      </Box>
      <Drawer
        open={navOpen}
        onClose={closeNav}
        sx={{ display: { lg: 'none' } }}
        slotProps={{
          paper: {
            sx: { width: SIDE_NAV_WIDTH, maxWidth: '85vw' },
            'aria-label': 'Menu điều hướng',
            'data-testid': 'nav-drawer',
          } as object,
        }}
      >
        <SideNav sections={sections} areaLabel={areaLabel} homePath={homePath} onNavigate={closeNav} />
      </Drawer>

      <Stack sx={{ flex: 1, minWidth: 0, pl: { lg: `${SIDE_NAV_WIDTH}px` } }}>
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
          <Stack
            direction="row"
            sx={{
              alignItems: 'center',
              minHeight: 64,
              px: { xs: 1, sm: 2, lg: 4 },
              gap: 1,
            }}
          >
            <IconButton aria-label="Mở menu" onClick={() => setNavOpen(true)} sx={{ display: { lg: 'none' } }}>
              <MenuRoundedIcon />
            </IconButton>
            <Link
              component={RouterLink}
              to={homePath}
              aria-label="TSA – Trang chủ"
              sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
            >
              <LogoMark size={32} />
            </Link>
            <Box sx={{ flex: 1 }} />
            <HeaderActions />
          </Stack>
        </Box>
        <Box
          component="main"
          sx={{ flex: 1, width: '100%', maxWidth: 1440, mx: 'auto', px: { xs: 2, sm: 3, lg: 4 }, py: { xs: 3, md: 4 } }}
        >
          {banner}
          <Outlet />
        </Box>
      </Stack>
    </Box>
  );
}
