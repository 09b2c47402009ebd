import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SIGN_IN_PROVIDER_LABELS, type SignInProvider } from '@tsa/shared';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths, ROLE_SIGN_IN_METHODS } from '@/config/paths';
import { errorText, isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/use-auth';
import { enqueueSnackbar } from '@/lib/snackbar';
import { usePendingIdentity } from '../api/identity-signup';
import { useLinkPendingIdentity } from '../api/sign-in-methods';
import { AuthHeading } from '../components/auth-heading';
import { forgetPendingToken } from '../lib/pending-token';
import { useFragmentToken } from '../lib/use-fragment-token';
import { LoginForm } from './login-page';

export const LINK_EXPIRED_MESSAGE =
  'Yêu cầu liên kết đã hết hạn hoặc không hợp lệ. Hãy đăng nhập rồi liên kết lại trong trang Tài khoản';

function providerName(provider: string | undefined): string {
  return provider && provider in SIGN_IN_PROVIDER_LABELS
    ? SIGN_IN_PROVIDER_LABELS[provider as SignInProvider]
    : 'tài khoản này';
}

export function linkedMessage(name: string): string {
  return `Đã liên kết ${name} với tài khoản của bạn`;
}

function LinkProblem({ message }: { message: string }) {
  const { user } = useAuth();
  return (
    <>
      <AuthHeading title="Liên kết tài khoản" />
      <Stack spacing={2.5}>
        <Alert severity="warning" role="alert">
          {message}
        </Alert>
        <Button
          component={RouterLink}
          to={user ? ROLE_SIGN_IN_METHODS[user.role] : paths.auth.login}
          variant="contained"
          size="large"
          fullWidth
        >
          {user ? 'Về trang tài khoản' : 'Về trang đăng nhập'}
        </Button>
      </Stack>
    </>
  );
}

/** Signed in (before, or just now on this page): the identity joins the account, once. */
function LinkNow({ token, name }: { token: string; name: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const link = useLinkPendingIdentity();
  const tried = useRef(false);
  useEffect(() => {
    if (tried.current || !user) return;
    tried.current = true;
    link.mutate(token, {
      onSuccess: () => {
        forgetPendingToken('link');
        enqueueSnackbar(linkedMessage(name), { variant: 'success' });
        void navigate(ROLE_SIGN_IN_METHODS[user.role], { replace: true });
      },
      onError: () => forgetPendingToken('link'),
    });
  }, [user, token, name, link, navigate]);

  if (link.isError) return <LinkProblem message={errorText(link.error)} />;
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 4 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <span>Đang liên kết {name}…</span>
    </Stack>
  );
}

function LinkIdentity() {
  const found = useFragmentToken('link');
  const { user } = useAuth();
  const pending = usePendingIdentity(found?.token ?? null);
  if (!found) return <LinkProblem message={LINK_EXPIRED_MESSAGE} />;
  const name = providerName(pending.data?.provider ?? found.provider);
  if (user) return <LinkNow token={found.token} name={name} />;
  if (pending.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status">
        <CircularProgress aria-label="Đang tải yêu cầu liên kết" />
      </Box>
    );
  }
  // An expired token says so here; should the lookup fail otherwise, signing in still links
  // (the link itself then says what is wrong).
  if (pending.isError && isApiError(pending.error) && pending.error.code === 'auth/session-expired') {
    return <LinkProblem message={LINK_EXPIRED_MESSAGE} />;
  }
  const email = pending.data?.verifiedEmail ?? '';
  return (
    <LoginForm
      linking={{
        email,
        heading: (
          <>
            <AuthHeading title={`Liên kết ${name}`} />
            <Alert severity="info" sx={{ mb: 3 }}>
              {email ? (
                <>
                  Email <strong>{email}</strong> đã có tài khoản TSA.
                </>
              ) : (
                'Email này đã có tài khoản TSA.'
              )}{' '}
              Đăng nhập vào tài khoản đó để liên kết {name}.
            </Alert>
          </>
        ),
        note: (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 3 }}>
            Liên kết đăng nhập qua email thường mở ở thẻ khác. Khi đó, sau khi đăng nhập hãy vào Tài khoản → Cách đăng
            nhập và bấm “Liên kết” cạnh {name}.
          </Typography>
        ),
      }}
    />
  );
}

/**
 * /auth/link#token=…&provider=…: the provider's e-mail belongs to an account. The person proves
 * that account (password, passkey or e-mailed link), then the identity is linked to it.
 */
export default function LinkIdentityPage() {
  return <LinkIdentity />;
}
