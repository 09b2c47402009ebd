import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

/** /auth/logout: ends the session, then goes to the sign-in page. */
function LogoutPage() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  // StrictMode runs effects twice in development; one sign-out is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().finally(() => navigate(paths.auth.login, { replace: true }));
  }, [signOut, navigate]);

  return (
    <Stack
      spacing={2}
      role="status"
      sx={{
        alignItems: 'center',
        py: 4,
      }}
    >
      <CircularProgress size={32} />
      <Typography
        sx={{
          color: 'text.secondary',
        }}
      >
        Đang đăng xuất…
      </Typography>
    </Stack>
  );
}

export default LogoutPage;
