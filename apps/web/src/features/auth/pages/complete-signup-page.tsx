import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import { signupCompleteSchema, type SignupCompleteInput } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useCompleteSignup } from '../api/signup-complete';
import { useResendSignupCode } from '../api/signup-resend';
import { AuthFooterLink } from '../components/auth-footer-link';
import { AuthHeading } from '../components/auth-heading';
import { StudentRoomFields, type RoomFieldValues } from '../components/student-room-fields';
import { CodeField } from '../components/code-field';
import { GuestOnly } from '../components/guest-only';
import { ResendCodeButton } from '../components/resend-code-button';
import { applyServerError, muiField } from '../lib/form';
import { clearSignupHandoff, markCodeSent, readSignupHandoff } from '../lib/signup-handoff';

const RESEND_AFTER_MS = 60_000;
export const SIGNUP_DONE_MESSAGE = 'Đăng ký thành công! Chào mừng bạn đến với TSA';
export const SIGNUP_DONE_SIGN_IN_MESSAGE = 'Đăng ký thành công. Vui lòng đăng nhập để bắt đầu sử dụng TSA';

/** The API's fields, plus the dormitory picked first (only its buildings are offered). */
type CompleteForm = z.input<typeof signupCompleteSchema> & { dormitoryId: string };

function CompleteSignupForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlEmail = params.get('email')?.trim() ?? '';
  const [formError, setFormError] = useState<ReactNode>(null);
  const complete = useCompleteSignup();
  const resend = useResendSignupCode();
  const form = useForm<CompleteForm, unknown, SignupCompleteInput>({
    resolver: zodResolver(signupCompleteSchema) as unknown as Resolver<CompleteForm, unknown, SignupCompleteInput>,
    defaultValues: {
      email: urlEmail,
      code: '',
      phoneNumber: '',
      dormitoryId: '',
      buildingId: '',
      room: '',
      // A friend's code from step 1 (or its `?ref=` link), still to be changed or cleared here.
      referralCode: (urlEmail && readSignupHandoff(urlEmail)?.referralCode) || '',
    },
  });
  // The e-mail of the link is not a field on screen: its problem goes in an alert.
  const urlEmailError = urlEmail ? form.formState.errors.email?.message : undefined;
  const [resendAt, setResendAt] = useState(() => {
    const sentAt = urlEmail ? readSignupHandoff(urlEmail)?.sentAt : undefined;
    return sentAt ? sentAt + RESEND_AFTER_MS : 0;
  });

  const restart = (
    <>
      {' '}
      <Link
        component={RouterLink}
        to={paths.auth.register}
        sx={{
          fontWeight: 600,
        }}
      >
        Đăng ký lại
      </Link>
    </>
  );

  function finish(values: SignupCompleteInput, signedIn: boolean) {
    clearSignupHandoff();
    if (signedIn) {
      // SIGN_UP: <GuestOnly> then takes the new student to their home.
      enqueueSnackbar(SIGNUP_DONE_MESSAGE, { variant: 'success' });
      return;
    }
    enqueueSnackbar(SIGNUP_DONE_SIGN_IN_MESSAGE, { variant: 'success' });
    void navigate(`${paths.auth.login}?email=${encodeURIComponent(values.email)}`, { replace: true });
  }

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    complete.mutate(values, {
      onSuccess: ({ signedIn }) => finish(values, signedIn),
      onError: (error) => {
        const fields = ['email', 'code', 'phoneNumber', 'buildingId', 'room', 'referralCode'] as const;
        const message = applyServerError(error, form.setError, [...fields], {
          'auth/invalid-verification-code': 'code',
          'auth/code-expired': 'code',
          'auth/invalid-email': 'email',
        });
        const code = isApiError(error) ? error.code : '';
        if (code === 'auth/missing-verification-code')
          setFormError(
            <>
              {message}
              {restart}
            </>,
          );
        else if (code === 'auth/email-already-in-use')
          setFormError(
            <>
              {message}.{' '}
              <Link
                component={RouterLink}
                to={`${paths.auth.login}?email=${encodeURIComponent(values.email)}`}
                sx={{
                  fontWeight: 600,
                }}
              >
                Đăng nhập
              </Link>
            </>,
          );
        else setFormError(message);
      },
    });
  });

  function onResend() {
    setFormError(null);
    const target = form.getValues('email').trim().toLowerCase();
    if (!target) {
      form.setError('email', { type: 'manual', message: 'Vui lòng nhập email' }, { shouldFocus: true });
      return;
    }
    resend.mutate(target, {
      onSuccess: (answer) => {
        markCodeSent(target);
        setResendAt(Date.now() + RESEND_AFTER_MS);
        enqueueSnackbar(answer?.message ?? 'Mã xác thực mới đã được gửi tới email của bạn', { variant: 'success' });
      },
      onError: (error) => {
        if (isApiError(error) && error.retryAfterSeconds) setResendAt(Date.now() + error.retryAfterSeconds * 1000);
        const message = applyServerError(error, form.setError, ['email']);
        setFormError(
          isApiError(error) && error.code === 'auth/missing-verification-code' ? (
            <>
              {message}
              {restart}
            </>
          ) : (
            message
          ),
        );
      },
    });
  }

  return (
    <>
      <AuthHeading
        title="Hoàn tất đăng ký"
        subtitle={
          urlEmail ? (
            <>
              Chúng tôi đã gửi mã 6 chữ số (hiệu lực 10 phút) tới
              <Box component="strong" sx={{ display: 'block', color: 'text.primary', overflowWrap: 'anywhere' }}>
                {urlEmail}
              </Box>
            </>
          ) : (
            'Nhập email đã đăng ký, mã 6 chữ số trong email và phòng ở của bạn.'
          )
        }
      />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Hoàn tất đăng ký">
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        {urlEmailError && (
          <Alert severity="error" role="alert">
            {urlEmailError}
            {restart}
          </Alert>
        )}
        {!urlEmail && (
          <TextField
            {...muiField(form, 'email')}
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
          />
        )}
        <Box>
          <CodeField {...muiField(form, 'code')} label="Mã xác thực" autoFocus={Boolean(urlEmail)} fullWidth />
          <Box sx={{ mt: 0.5 }}>
            <ResendCodeButton availableAt={resendAt} onResend={onResend} pending={resend.isPending} />
          </Box>
        </Box>
        <TextField
          {...muiField(form, 'phoneNumber', 'Nhân viên gọi số này khi đến lấy và giao đồ')}
          label="Số điện thoại"
          type="tel"
          autoComplete="tel"
          placeholder="0912345678"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <StudentRoomFields form={form as unknown as UseFormReturn<RoomFieldValues>} idPrefix="signup" />
        <TextField
          {...muiField(form, 'referralCode', 'Bạn bè giới thiệu bạn? Đơn đầu tiên của bạn được giảm giá')}
          label="Mã giới thiệu (không bắt buộc)"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={complete.isPending}>
          Hoàn tất đăng ký
        </Button>
      </Stack>
      <AuthFooterLink
        text={urlEmail ? 'Nhập sai email?' : 'Chưa có mã xác thực?'}
        linkText={urlEmail ? 'Đăng ký lại' : 'Đăng ký'}
        to={paths.auth.register}
      />
    </>
  );
}

/** /auth/register/complete-signup?email=…: step 2, the e-mailed code and the student's room. */
function CompleteSignupPage() {
  return (
    <GuestOnly>
      <CompleteSignupForm />
    </GuestOnly>
  );
}

export default CompleteSignupPage;
