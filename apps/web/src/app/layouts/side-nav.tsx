import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { activeNavPath, type NavSection } from './nav-config';

export const SIDE_NAV_WIDTH = 280;

export interface SideNavProps {
  sections: NavSection[];
  /** The area's name under the logo, e.g. "Sinh viên". */
  areaLabel: string;
  homePath: string;
  /** Called after a link is followed (the phone drawer closes itself with it). */
  onNavigate?: () => void;
}

/** The navigation column of an area: logo, then the area's links by section. */
export function SideNav({ sections, areaLabel, homePath, onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  const active = activeNavPath(sections, pathname);

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 3,
          pt: 3,
          pb: 2,
        }}
      >
        <Link component={RouterLink} to={homePath} onClick={onNavigate} color="inherit" underline="none">
          <Logo withTagline home />
        </Link>
        <Chip label={areaLabel} size="small" color="primary" variant="outlined" />
      </Stack>
      <Box component="nav" aria-label="Điều hướng chính" sx={{ flex: 1, overflowY: 'auto', px: 2, pb: 2 }}>
        {sections.map((section) => (
          <List
            key={section.title}
            dense
            disablePadding
            subheader={
              <ListSubheader
                disableSticky
                sx={{
                  bgcolor: 'transparent',
                  lineHeight: 1,
                  px: 1.5,
                  pt: 2.5,
                  pb: 1,
                  fontSize: '0.6875rem',
                  fontWeight: 600,
                  letterSpacing: '0.08em',
                  textTransform: 'uppercase',
                  color: 'text.secondary',
                }}
              >
                {section.title}
              </ListSubheader>
            }
          >
            {section.items.map(({ label, path, icon: Icon }) => {
              const selected = path === active;
              return (
                <ListItem key={path} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={path}
                    onClick={onNavigate}
                    selected={selected}
                    aria-current={selected ? 'page' : undefined}
                    sx={(theme) => ({
                      mb: 0.25,
                      py: 0.75,
                      px: 1.5,
                      color: 'text.secondary',
                      '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
                      '&:hover': { color: 'text.primary' },
                      '&.Mui-selected, &.Mui-selected:hover': {
                        color: 'primary.main',
                        backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.08),
                      },
                    })}
                  >
                    <ListItemIcon>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText
                      primary={label}
                      slotProps={{ primary: { sx: { fontSize: '0.875rem', fontWeight: selected ? 600 : 500 } } }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        ))}
      </Box>
    </Stack>
  );
}
