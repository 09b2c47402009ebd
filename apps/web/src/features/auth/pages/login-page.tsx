import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import type { SigninChallenge, SigninInput } from '@tsa/shared';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { takeEarlyInput } from '@/lib/early-input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useAuth } from '@/lib/auth/use-auth';
import { useStaticRender } from '@/lib/static-render';
import { useProviders } from '../api/get-providers';
import { useRequestEmailLink } from '../api/request-email-link';
import { useSignIn } from '../api/sign-in';
import { usePasskeySignIn } from '../api/sign-in-passkey';
import { GOOGLE_TOKEN_FAILED_MESSAGE, useGoogleSignIn } from '../api/sign-in-google';
import { AuthFooterLink } from '../components/auth-footer-link';
import { AuthHeading } from '../components/auth-heading';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { GuestOnly } from '../components/guest-only';
import { PasswordField } from '../components/password-field';
import { applyServerError, muiField } from '../lib/form';
import { loadGoogleIdentity } from '../lib/google-identity';

// The sign-in page paints without zod: the schema loads with the first keystroke.
const signin = lazyZodResolver(async () => (await import('@tsa/shared')).signinSchema);
// Only accounts with a second factor see this step; it validates its codes with zod.
const SecondFactorStep = lazy(async () => ({
  default: (await import('../components/second-factor-step')).SecondFactorStep,
}));

function withEmail(path: string, email: string): string {
  const trimmed = email.trim();
  return trimmed ? `${path}?email=${encodeURIComponent(trimmed)}` : path;
}

function LoginForm() {
  const [params] = useSearchParams();
  const { sessionEnded } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  // Set when the password (or Google) step passed and the account asks for its second factor.
  const [challenge, setChallenge] = useState<SigninChallenge | null>(null);
  const providers = useProviders();
  const signIn = useSignIn();
  const google = useGoogleSignIn();
  const passkey = usePasskeySignIn();
  const emailLink = useRequestEmailLink();
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const staticRender = useStaticRender();
  const form = useForm<SigninInput, unknown, SigninInput>({
    resolver: signin.resolver,
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });
  const { setValue } = form;
  // Adopting the build's copy of this page (app/prerender/), the form has just reset its inputs:
  // what the visitor typed there goes back before the browser paints.
  useLayoutEffect(() => {
    const { email: typedEmail, password } = takeEarlyInput();
    if (typedEmail) setValue('email', typedEmail);
    if (password) setValue('password', password);
  }, [setValue]);
  const email = useWatch({ control: form.control, name: 'email' });

  // On success <GuestOnly> moves the user on (to returnTo or their home).
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    signIn.mutate(values, {
      onError: (error) => {
        if (isApiError(error) && error.code === 'auth/user-disabled') return; // → /banned
        if (isApiError(error) && error.mfa) {
          setChallenge(error.mfa);
          return;
        }
        setFormError(
          applyServerError(error, form.setError, ['email', 'password'], {
            // The server never says which of the two was wrong; the password is what to retype.
            'auth/invalid-credential': 'password',
            'auth/invalid-email': 'email',
          }),
        );
      },
    });
  });

  function onGoogleCredential(idToken: string | undefined) {
    setFormError(null);
    if (!idToken) {
      setFormError(GOOGLE_TOKEN_FAILED_MESSAGE);
      return;
    }
    google.mutate(idToken, {
      onError: (error) => {
        if (isApiError(error) && error.code === 'auth/user-disabled') return;
        if (isApiError(error) && error.mfa) {
          setChallenge(error.mfa);
          return;
        }
        // No session came back: forget Google's choice so the next try asks again (the contract
        // signs the provider session out).
        void loadGoogleIdentity()
          .then((api) => api.disableAutoSelect())
          .catch(() => undefined);
        setFormError(isApiError(error) ? error.message : GOOGLE_TOKEN_FAILED_MESSAGE);
      },
    });
  }

  function onPasskey() {
    setFormError(null);
    passkey.mutate(undefined, {
      onError: (error) => {
        if (isApiError(error) && error.code === 'auth/user-disabled') return;
        setFormError(
          isApiError(error)
            ? error.message
            : 'Không đăng nhập được bằng khóa truy cập: bạn đã hủy, hoặc thiết bị chưa có khóa cho TSA',
        );
      },
    });
  }

  // The link goes to the e-mail typed above; only that field is checked.
  async function onEmailLink() {
    setFormError(null);
    setLinkSent(null);
    if (!(await form.trigger('email'))) return;
    emailLink.mutate(form.getValues('email').trim(), {
      onSuccess: ({ message }) => setLinkSent(message),
      onError: (error) => setFormError(applyServerError(error, form.setError, ['email'], {})),
    });
  }

  const googleClientId = providers.data?.google?.clientId;
  if (challenge) {
    return (
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Đang tải bước xác thực hai bước" />
          </Box>
        }
      >
        <SecondFactorStep
          challenge={challenge}
          onCancel={() => {
            setChallenge(null);
            form.setValue('password', '');
          }}
        />
      </Suspense>
    );
  }
  return (
    <>
      <AuthHeading title="Đăng nhập" subtitle="Chào mừng bạn quay lại! Đăng nhập để đặt giặt và theo dõi đơn." />
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        onInput={signin.preload}
        spacing={2.5}
        aria-label="Đăng nhập"
      >
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : (
          sessionEnded && (
            <Alert severity="info" role="status">
              Phiên đăng nhập đã kết thúc. Đăng nhập lại để quay về trang bạn đang dùng.
            </Alert>
          )
        )}
        {linkSent && (
          <Alert severity="success" role="status">
            {linkSent}. Hãy mở liên kết trên chính trình duyệt này.
          </Alert>
        )}
        <TextField
          {...muiField(form, 'email')}
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        />
        <Stack spacing={1}>
          <PasswordField {...muiField(form, 'password')} label="Mật khẩu" autoComplete="current-password" fullWidth />
          <Link
            component={RouterLink}
            to={withEmail(paths.auth.forgotPassword, email)}
            variant="body2"
            sx={{
              fontWeight: 600,
              alignSelf: 'flex-end',
            }}
          >
            Quên mật khẩu?
          </Link>
        </Stack>
        {/* The build's copy has no handlers: its button waits for the app (a native submit would
            put the password in the address). */}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={staticRender}
          loading={signIn.isPending}
        >
          Đăng nhập
        </Button>
      </Stack>
      <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>hoặc</Divider>
      <Stack spacing={1.5}>
        <Button variant="outlined" size="large" fullWidth onClick={onPasskey} loading={passkey.isPending}>
          Đăng nhập bằng khóa truy cập
        </Button>
        <Button variant="text" fullWidth onClick={() => void onEmailLink()} loading={emailLink.isPending}>
          Gửi liên kết đăng nhập
        </Button>
      </Stack>
      {googleClientId && (
        <>
          <Divider sx={{ my: 3 }} />
          <GoogleSignInButton
            clientId={googleClientId}
            onCredential={onGoogleCredential}
            onError={setFormError}
            busy={google.isPending}
          />
        </>
      )}
      <AuthFooterLink text="Chưa có tài khoản?" linkText="Đăng ký ngay" to={paths.auth.register} />
    </>
  );
}

/** /auth: sign in with e-mail and password, or Google when the server offers it. */
function LoginPage() {
  return (
    <GuestOnly>
      <LoginForm />
    </GuestOnly>
  );
}

export default LoginPage;
