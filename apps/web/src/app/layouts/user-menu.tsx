import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import PersonOutlineRoundedIcon from '@mui/icons-material/PersonOutlineRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS } from '@tsa/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths, ROLE_ACCOUNT } from '@/config/paths';
import { fullName } from '@/lib/auth/types';
import { useAuth } from '@/lib/auth/use-auth';

function initials(firstName: string): string {
  return firstName.trim().charAt(0).toUpperCase() || '?';
}

/**
 * Avatar and name (named "Tài khoản: <name>", the words it shows), opening the role, the account
 * link and sign-out; "Đăng nhập" when signed out.
 */
export function UserMenu() {
  const { user } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  if (!user) {
    return (
      <Button
        component={RouterLink}
        to={paths.auth.login}
        variant="contained"
        size="small"
        startIcon={<LoginRoundedIcon />}
        sx={{ ml: 0.5, whiteSpace: 'nowrap' }}
      >
        Đăng nhập
      </Button>
    );
  }

  const name = fullName(user);
  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`Tài khoản: ${name}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        sx={{ ml: 0.5, gap: 1.25, borderRadius: 3, p: 0.5, pr: { xs: 0.5, md: 1.5 }, textAlign: 'left' }}
      >
        {/* The initial is drawn, not text: the button's words are then the name it shows (WCAG 2.5.3). */}
        <Avatar
          src={user.photoUrl ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: '0.9375rem', fontWeight: 600 }}
        >
          <Box
            component="span"
            data-initial={initials(user.firstName)}
            sx={{ '&::before': { content: 'attr(data-initial)' } }}
          />
        </Avatar>
        <Typography
          variant="subtitle2"
          noWrap
          sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 180, lineHeight: 1.3 }}
        >
          {name}
        </Typography>
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240 } } }}
      >
        {/* Plain text, no heading: a menu holds menu items, separators and generic boxes only. */}
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle2" component="div">
            {name}
          </Typography>
          <Typography
            variant="body2"
            component="div"
            noWrap
            sx={{
              color: 'text.secondary',
            }}
          >
            {ROLE_LABELS[user.role]}
          </Typography>
          {user.email && (
            <Typography variant="body2" component="div" noWrap sx={{ color: 'text.secondary' }}>
              {user.email}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to={ROLE_ACCOUNT[user.role]} onClick={close} sx={{ mt: 0.5 }}>
          <ListItemIcon>
            <PersonOutlineRoundedIcon fontSize="small" />
          </ListItemIcon>
          {user.role === 'ADMIN' ? 'Quản lý tài khoản' : 'Tài khoản của tôi'}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.auth.logout} onClick={close}>
          <ListItemIcon>
            <LogoutRoundedIcon fontSize="small" />
          </ListItemIcon>
          Đăng xuất
        </MenuItem>
      </Menu>
    </>
  );
}
