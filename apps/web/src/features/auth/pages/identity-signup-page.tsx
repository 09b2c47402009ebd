import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SIGN_IN_PROVIDER_LABELS, type PendingIdentity } from '@tsa/shared';
import { useRef, useState, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useCurrentRegulationVersion } from '../api/get-current-regulation';
import { useCompleteIdentitySignup, usePendingIdentity, useSendIdentitySignupEmailCode } from '../api/identity-signup';
import { VerifiedChip } from '../components/account-summary-card';
import { AuthHeading } from '../components/auth-heading';
import { StudentRoomFields, type RoomFieldValues } from '../components/student-room-fields';
import { CodeField } from '../components/code-field';
import { GuestOnly } from '../components/guest-only';
import { RegulationsCheckbox } from '../components/regulations-checkbox';
import { applyServerError, muiField } from '../lib/form';
import {
  identitySignupDefaults,
  identitySignupResolver,
  toIdentitySignupInput,
  type IdentitySignupForm,
} from '../lib/identity-signup-form';
import { formatVietnamesePhone } from '../lib/phone-number';
import { forgetPendingToken } from '../lib/pending-token';
import { useCountdown } from '../lib/use-countdown';
import { useFragmentToken } from '../lib/use-fragment-token';

export const SIGNUP_DONE_MESSAGE = 'Đăng ký thành công! Chào mừng bạn đến với TSA';
export const SIGNUP_EXPIRED_MESSAGE = 'Phiên đăng ký đã hết hạn hoặc không hợp lệ. Vui lòng đăng nhập lại từ đầu';
const EMAIL_CODE_WAIT_SECONDS = 60;

function BackToSignIn() {
  return (
    <Button component={RouterLink} to={paths.auth.login} variant="contained" size="large" fullWidth>
      Về trang đăng nhập
    </Button>
  );
}

/** The token is missing, used or out of date: say so, and the way back. */
function ExpiredSignup({ message = SIGNUP_EXPIRED_MESSAGE }: { message?: string }) {
  return (
    <>
      <AuthHeading title="Hoàn tất đăng ký" />
      <Stack spacing={2.5}>
        <Alert severity="warning" role="alert">
          {message}
        </Alert>
        <BackToSignIn />
      </Stack>
    </>
  );
}

function signupSubtitle(pending: PendingIdentity): string {
  if (pending.provider === 'phone') return 'Số điện thoại của bạn đã được xác minh. Điền nốt thông tin để đặt giặt.';
  const name = SIGN_IN_PROVIDER_LABELS[pending.provider];
  const who = pending.displayName ? ` với tên ${pending.displayName}` : '';
  return `Bạn đã đăng nhập bằng ${name}${who}. Điền nốt thông tin để đặt giặt.`;
}

function IdentitySignupFormView({ token, pending }: { token: string; pending: PendingIdentity }) {
  const emailVouched = Boolean(pending.verifiedEmail);
  const phoneVouched = pending.provider === 'phone' && Boolean(pending.phoneNumber);
  const [formError, setFormError] = useState<ReactNode>(null);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [nextCodeAt, setNextCodeAt] = useState(0);
  const waitSeconds = useCountdown(nextCodeAt);
  const complete = useCompleteIdentitySignup();
  const sendCode = useSendIdentitySignupEmailCode();
  const regulation = useCurrentRegulationVersion();
  const context = useRef({ token, emailVouched });
  const form = useForm<IdentitySignupForm, unknown, unknown>({
    resolver: identitySignupResolver(() => context.current) as never,
    defaultValues: identitySignupDefaults(pending),
  });

  const expiredLink = (
    <>
      {' '}
      <Link component={RouterLink} to={paths.auth.login} sx={{ fontWeight: 600 }}>
        Về trang đăng nhập
      </Link>
    </>
  );

  function showError(error: unknown) {
    const message = applyServerError(
      error,
      form.setError,
      ['email', 'code', 'phoneNumber', 'firstName', 'lastName', 'buildingId', 'room', 'referralCode'],
      {
        'auth/invalid-verification-code': 'code',
        'auth/code-expired': 'code',
        'auth/invalid-email': 'email',
        'auth/email-already-in-use': 'email',
        'auth/invalid-phone-number': 'phoneNumber',
      },
    );
    const code = isApiError(error) ? error.code : '';
    if (code === 'auth/session-expired' || code === 'auth/invalid-oauth-state') {
      setFormError(
        <>
          {message ?? ''}
          {expiredLink}
        </>,
      );
      return;
    }
    setFormError(message);
  }

  async function onSendCode() {
    setFormError(null);
    if (!(await form.trigger('email'))) return;
    const email = form.getValues('email').trim();
    sendCode.mutate(
      { token, email },
      {
        onSuccess: () => {
          setCodeSentTo(email);
          setNextCodeAt(Date.now() + EMAIL_CODE_WAIT_SECONDS * 1000);
          form.setFocus('code');
        },
        onError: (error) => {
          if (isApiError(error) && error.retryAfterSeconds) setNextCodeAt(Date.now() + error.retryAfterSeconds * 1000);
          showError(error);
        },
      },
    );
  }

  const onSubmit = form.handleSubmit(async () => {
    setFormError(null);
    // Normally loaded with the page; on a slow line, wait for it rather than send none.
    const version = regulation.data !== undefined ? regulation.data : (await regulation.refetch()).data;
    const input = toIdentitySignupInput(token, form.getValues(), emailVouched, version ?? null);
    complete.mutate(input, {
      onSuccess: () => {
        forgetPendingToken('signup');
        // <GuestOnly> takes the new student to their home.
        enqueueSnackbar(SIGNUP_DONE_MESSAGE, { variant: 'success' });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'regulations/not-accepted') {
          form.setValue('acceptRegulations', false);
          form.setError('acceptRegulations', { type: 'server', message: error.message });
          void regulation.refetch();
          return;
        }
        showError(error);
      },
    });
  });

  const acceptError = form.formState.errors.acceptRegulations?.message;
  return (
    <>
      <AuthHeading title="Hoàn tất đăng ký" subtitle={signupSubtitle(pending)} />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Hoàn tất đăng ký">
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField {...muiField(form, 'lastName')} label="Họ" autoComplete="family-name" fullWidth />
          <TextField {...muiField(form, 'firstName')} label="Tên" autoComplete="given-name" fullWidth />
        </Stack>
        {emailVouched ? (
          <TextField
            label="Email"
            value={pending.verifiedEmail ?? ''}
            fullWidth
            helperText={
              <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
                <VerifiedChip verified />
                <span>{SIGN_IN_PROVIDER_LABELS[pending.provider]} đã xác minh email này</span>
              </Box>
            }
            slotProps={{ htmlInput: { readOnly: true }, formHelperText: { component: 'div' } as object }}
          />
        ) : (
          <Box>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <TextField
                {...muiField(form, 'email', 'Dùng để đăng nhập và nhận thông báo đơn giặt')}
                label="Email"
                type="email"
                autoComplete="email"
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
              />
              <Button
                variant="outlined"
                onClick={() => void onSendCode()}
                loading={sendCode.isPending}
                disabled={waitSeconds > 0}
                sx={{ flexShrink: 0, minHeight: 56, minWidth: 96 }}
              >
                {waitSeconds > 0 ? `${waitSeconds} giây` : codeSentTo ? 'Gửi lại' : 'Gửi mã'}
              </Button>
            </Stack>
            {codeSentTo && (
              <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mt: 1 }}>
                Đã gửi mã 6 chữ số tới {codeSentTo}
                {waitSeconds > 0 ? `. Gửi lại được sau ${waitSeconds} giây` : ''}
              </Typography>
            )}
          </Box>
        )}
        {!emailVouched && <CodeField {...muiField(form, 'code')} label="Mã xác thực email" fullWidth />}
        {phoneVouched ? (
          <TextField
            label="Số điện thoại"
            value={formatVietnamesePhone(pending.phoneNumber ?? '')}
            fullWidth
            helperText={
              <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
                <VerifiedChip verified />
                <span>Nhân viên gọi số này khi đến lấy và giao đồ</span>
              </Box>
            }
            slotProps={{ htmlInput: { readOnly: true }, formHelperText: { component: 'div' } as object }}
          />
        ) : (
          <TextField
            {...muiField(form, 'phoneNumber', 'Nhân viên gọi số này khi đến lấy và giao đồ')}
            label="Số điện thoại"
            type="tel"
            autoComplete="tel"
            placeholder="0912345678"
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        )}
        <StudentRoomFields form={form as unknown as UseFormReturn<RoomFieldValues>} idPrefix="identity-signup" />
        <TextField
          {...muiField(form, 'referralCode', 'Bạn bè giới thiệu bạn? Đơn đầu tiên của bạn được giảm giá')}
          label="Mã giới thiệu (không bắt buộc)"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <RegulationsCheckbox control={form.control} name="acceptRegulations" error={acceptError} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={complete.isPending}>
          Hoàn tất đăng ký
        </Button>
      </Stack>
    </>
  );
}

function IdentitySignup() {
  const found = useFragmentToken('signup');
  const pending = usePendingIdentity(found?.token ?? null);
  if (!found) return <ExpiredSignup />;
  if (pending.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status">
        <CircularProgress aria-label="Đang tải thông tin đăng ký" />
      </Box>
    );
  }
  if (pending.isError) {
    const error = pending.error;
    // A refused token is out of date; anything else (the network) is said as it is.
    const refused = isApiError(error) && error.statusCode >= 400 && error.statusCode < 500;
    return <ExpiredSignup message={refused ? SIGNUP_EXPIRED_MESSAGE : isApiError(error) ? error.message : undefined} />;
  }
  if (pending.data.purpose !== 'signup') return <ExpiredSignup />;
  return <IdentitySignupFormView token={found.token} pending={pending.data} />;
}

/** /auth/complete#token=…: a new person from a provider or a phone number completes the profile. */
function IdentitySignupPage() {
  return (
    <GuestOnly>
      <IdentitySignup />
    </GuestOnly>
  );
}

export default IdentitySignupPage;
