import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import type { SigninChallenge, SigninInput } from '@tsa/shared';
import { lazy, Suspense, useEffect, useLayoutEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
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
import { LazyOtherSignIns } from '../components/other-sign-ins-lazy';
import { PasswordField } from '../components/password-field';
import { applyServerError, muiField } from '../lib/form';
import { loadGoogleIdentity } from '../lib/google-identity';
import { readFragment } from '../lib/identity-token';

// The sign-in page paints without zod: the schema loads with the first keystroke.
const signin = lazyZodResolver(async () => (await import('@tsa/shared')).signinSchema);
// Only accounts with a second factor see this step; it validates its codes with zod.
const SecondFactorStep = lazy(async () => ({
  default: (await import('../components/second-factor-step')).SecondFactorStep,
}));
// The phone number's two steps load when chosen: most visitors never open them.
const PhoneSignIn = lazy(async () => ({
  default: (await import('../components/phone-sign-in')).PhoneSignIn,
}));

function StepLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/**
 * "Quên mật khẩu?" carries the e-mail typed so far. It follows the field itself, so a keystroke
 * redraws this link and not the whole page. A tap follows the form as it is at that moment: as
 * the app adopts the build's copy of the page (app/prerender/), the form gets back what was typed
 * there a turn before this link redraws, and a tap on a busy phone can fall in between.
 */
function ForgotPasswordLink({ control, typedEmail }: { control: Control<SigninInput>; typedEmail: () => string }) {
  const email = useWatch({ control, name: 'email' });
  const navigate = useNavigate();
  return (
    <Link
      component={RouterLink}
      to={withEmail(paths.auth.forgotPassword, email)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        // Opening it elsewhere (a new tab, a middle click) stays the browser's, with the address drawn.
        if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void navigate(withEmail(paths.auth.forgotPassword, typedEmail()));
      }}
      data-carries="email"
      variant="body2"
      sx={{
        fontWeight: 600,
        alignSelf: 'flex-end',
      }}
    >
      Quên mật khẩu?
    </Link>
  );
}

/**
 * What the server's provider callback left in the address: `?error=<code>` (its Vietnamese
 * message, from @tsa/shared, loaded only then) and `#mfa=<challenge>` (the second-factor step).
 * Read after the first paint: the build's copy of this page has neither.
 */
function useProviderReturn(onChallenge: (challenge: SigninChallenge) => void) {
  const [params] = useSearchParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const errorCode = params.get('error');

  useEffect(() => {
    if (!errorCode) return;
    let active = true;
    void import('@tsa/shared').then(({ errorMessage }) => {
      if (active) setMessage(errorMessage(errorCode));
    });
    return () => {
      active = false;
    };
  }, [errorCode]);

  useEffect(() => {
    const challenge = readFragment(hash).get('mfa');
    if (!challenge) return;
    onChallenge({ challenge, methods: ['totp', 'recovery-code'], expiresAt: '' });
    // The challenge is single use: out of the address bar (and the history) once read.
    void navigate({ pathname, search }, { replace: true });
  }, [hash, pathname, search, navigate, onChallenge]);

  return errorCode ? message : null;
}

function withEmail(path: string, email: string): string {
  const trimmed = email.trim();
  return trimmed ? `${path}?email=${encodeURIComponent(trimmed)}` : path;
}

export interface LoginFormProps {
  /**
   * Signing in to link a provider (/auth/link): this heading and e-mail, and no other ways in
   * (a provider or a new account would not prove this account); `note` goes below.
   */
  linking?: { heading: ReactNode; email: string; note?: ReactNode };
}

/** E-mail and password, passkey, e-mailed link, and the providers the server offers. */
export function LoginForm({ linking }: LoginFormProps) {
  const [params] = useSearchParams();
  const { sessionEnded } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  // Set when the password (or Google) step passed and the account asks for its second factor.
  const [challenge, setChallenge] = useState<SigninChallenge | null>(null);
  const [usePhone, setUsePhone] = useState(false);
  const providerError = useProviderReturn(setChallenge);
  // The sign-up page's 'Đăng ký bằng số điện thoại' opens the same steps (after the first paint:
  // the build's copy of this page shows the form).
  const phoneAsked = params.get('method') === 'phone';
  useEffect(() => {
    if (phoneAsked) setUsePhone(true);
  }, [phoneAsked]);
  const providers = useProviders();
  const signIn = useSignIn();
  const google = useGoogleSignIn();
  const passkey = usePasskeySignIn();
  const emailLink = useRequestEmailLink();
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const staticRender = useStaticRender();
  const form = useForm<SigninInput, unknown, SigninInput>({
    resolver: signin.resolver,
    defaultValues: { email: linking?.email ?? params.get('email') ?? '', password: '' },
  });
  const { setValue } = form;
  // Adopting the build's copy of this page (app/prerender/), the form has just reset its inputs:
  // what the visitor typed there goes back before the browser paints.
  useLayoutEffect(() => {
    const { email: typedEmail, password } = takeEarlyInput();
    if (typedEmail) setValue('email', typedEmail);
    if (password) setValue('password', password);
  }, [setValue]);

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
      <Suspense fallback={<StepLoading label="Đang tải bước xác thực hai bước" />}>
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
  if (usePhone) {
    return (
      <Suspense fallback={<StepLoading label="Đang tải đăng nhập bằng số điện thoại" />}>
        <PhoneSignIn onChallenge={setChallenge} onCancel={() => setUsePhone(false)} />
      </Suspense>
    );
  }
  let alert: ReactNode = null;
  if (formError || providerError) {
    alert = (
      <Alert severity="error" role="alert">
        {formError ?? providerError}
      </Alert>
    );
  } else if (sessionEnded) {
    alert = (
      <Alert severity="info" role="status">
        Phiên đăng nhập đã kết thúc. Đăng nhập lại để quay về trang bạn đang dùng.
      </Alert>
    );
  }
  return (
    <>
      {linking ? (
        linking.heading
      ) : (
        <AuthHeading title="Đăng nhập" subtitle="Chào mừng bạn quay lại! Đăng nhập để đặt giặt và theo dõi đơn." />
      )}
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        onInput={signin.preload}
        spacing={2.5}
        aria-label="Đăng nhập"
      >
        {alert}
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
          // Linking, the e-mail is the account's own: the password is what to type.
          autoFocus={!linking?.email}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        />
        <Stack spacing={1}>
          <PasswordField
            {...muiField(form, 'password')}
            label="Mật khẩu"
            autoComplete="current-password"
            autoFocus={Boolean(linking?.email)}
            fullWidth
          />
          <ForgotPasswordLink control={form.control} typedEmail={() => form.getValues('email')} />
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
      {linking ? (
        linking.note
      ) : (
        <>
          {(googleClientId || providers.data?.oauth.length || providers.data?.phone) && (
            <>
              <Divider sx={{ my: 3 }} />
              <LazyOtherSignIns
                providers={providers.data}
                verb="Đăng nhập"
                onPhone={() => setUsePhone(true)}
                google={
                  googleClientId && (
                    <GoogleSignInButton
                      clientId={googleClientId}
                      onCredential={onGoogleCredential}
                      onError={setFormError}
                      busy={google.isPending}
                    />
                  )
                }
              />
            </>
          )}
          <AuthFooterLink text="Chưa có tài khoản?" linkText="Đăng ký ngay" to={paths.auth.register} />
        </>
      )}
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
