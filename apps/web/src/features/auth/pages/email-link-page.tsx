import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useCompleteEmailLink } from '../api/complete-email-link';
import { AuthHeading } from '../components/auth-heading';
import { GuestOnly } from '../components/guest-only';
import { SecondFactorStep } from '../components/second-factor-step';

const MISSING_LINK = 'Liên kết đăng nhập không hợp lệ. Vui lòng yêu cầu liên kết mới';

function EmailLinkSignIn() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const complete = useCompleteEmailLink();
  // The link is single use: one attempt per page load, even under StrictMode's double effects.
  const tried = useRef(false);
  useEffect(() => {
    if (!token || tried.current) return;
    tried.current = true;
    complete.mutate(token);
  }, [token, complete]);

  const navigate = useNavigate();
  // The link proved the mailbox; an account with a second factor is still asked for it.
  const challenge = complete.isError && isApiError(complete.error) ? complete.error.mfa : undefined;
  if (challenge) {
    return <SecondFactorStep challenge={challenge} onCancel={() => void navigate(paths.auth.login)} />;
  }

  const error = !token
    ? MISSING_LINK
    : complete.isError
      ? isApiError(complete.error)
        ? complete.error.message
        : MISSING_LINK
      : null;
  return (
    <>
      <AuthHeading
        title="Đăng nhập bằng liên kết"
        subtitle="Liên kết trong email đăng nhập bạn vào TSA trên trình duyệt này."
      />
      {error ? (
        <Stack spacing={2.5}>
          <Alert severity="error" role="alert">
            {error}
          </Alert>
          <Button component={RouterLink} to={paths.auth.login} variant="contained" size="large" fullWidth>
            Về trang đăng nhập
          </Button>
        </Stack>
      ) : (
        <Stack
          direction="row"
          spacing={2}
          role="status"
          sx={{
            alignItems: 'center',
          }}
        >
          <CircularProgress size={24} aria-hidden="true" />
          <span>Đang đăng nhập…</span>
        </Stack>
      )}
    </>
  );
}

/** /auth/email-link?token=…: opens the e-mailed sign-in link; on success GuestOnly moves on. */
function EmailLinkPage() {
  return (
    <GuestOnly>
      <EmailLinkSignIn />
    </GuestOnly>
  );
}

export default EmailLinkPage;
