import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import type { ResetPasswordInput } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { usePasswordPolicy } from '@/lib/auth/get-password-policy';
import { useResetPassword } from '../api/reset-password';
import { AuthFooterLink } from '../components/auth-footer-link';
import { AuthHeading } from '../components/auth-heading';
import { CodeField } from '../components/code-field';
import { FieldPasswordChecklist } from '@/components/password-checklist';
import { PasswordField } from '../components/password-field';
import { applyServerError, muiField } from '../lib/form';
import { resetFormSchema } from '../lib/form-schemas';
import { useAuth } from '@/lib/auth/use-auth';
import type { ResetNotice } from './forgot-password-page';

export const PASSWORD_RESET_MESSAGE = 'Đã đặt mật khẩu mới. Vui lòng đăng nhập bằng mật khẩu mới';

interface ResetForm {
  email?: string;
  code?: string;
  token?: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * /auth/reset-password: with the e-mailed code (`?email=` from the previous step), or from the
 * e-mail's link (`?token=…&email=…`), where only the new password is asked.
 */
function ResetPasswordPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const auth = useAuth();
  const token = params.get('token') ?? undefined;
  const urlEmail = params.get('email')?.trim() ?? '';
  const notice = (location.state as ResetNotice | null)?.notice;
  const policy = usePasswordPolicy();
  const policyRef = useRef(policy);
  useEffect(() => {
    policyRef.current = policy;
  }, [policy]);
  const schema = useMemo(() => resetFormSchema(() => policyRef.current), []);
  const [formError, setFormError] = useState<ReactNode>(null);
  const reset = useResetPassword();
  const form = useForm<ResetForm, unknown, ResetPasswordInput>({
    resolver: zodResolver(schema) as unknown as Resolver<ResetForm, unknown, ResetPasswordInput>,
    defaultValues: token
      ? { token, newPassword: '', confirmPassword: '' }
      : { email: urlEmail, code: '', newPassword: '', confirmPassword: '' },
  });
  const forgotLink = `${paths.auth.forgotPassword}${urlEmail ? `?email=${encodeURIComponent(urlEmail)}` : ''}`;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    reset.mutate(values, {
      onSuccess: async () => {
        // Every session of the account has just been revoked, this browser's included.
        if (auth.user) await auth.signOut();
        enqueueSnackbar(PASSWORD_RESET_MESSAGE, { variant: 'success' });
        const email = values.email ?? urlEmail;
        void navigate(`${paths.auth.login}${email ? `?email=${encodeURIComponent(email)}` : ''}`, { replace: true });
      },
      onError: (error) => {
        const linkProblem = token && isApiError(error) && error.code === 'auth/code-expired';
        const message = applyServerError(
          error,
          form.setError,
          ['email', 'code', 'newPassword', 'confirmPassword'],
          token
            ? { 'auth/weak-password': 'newPassword', 'auth/password-mismatch': 'confirmPassword' }
            : {
                'auth/invalid-verification-code': 'code',
                'auth/code-expired': 'code',
                'auth/weak-password': 'newPassword',
                'auth/password-mismatch': 'confirmPassword',
                'auth/invalid-email': 'email',
              },
        );
        setFormError(
          linkProblem ? (
            <>
              {message}.{' '}
              <Link
                component={RouterLink}
                to={forgotLink}
                sx={{
                  fontWeight: 600,
                }}
              >
                Gửi lại email
              </Link>
            </>
          ) : (
            message
          ),
        );
      },
    });
  });

  return (
    <>
      <AuthHeading
        title="Đặt lại mật khẩu"
        subtitle={
          token ? (
            <>
              Chọn mật khẩu mới
              {urlEmail && (
                <>
                  {' '}
                  cho{' '}
                  <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
                    {urlEmail}
                  </Box>
                </>
              )}
              . Mọi phiên đăng nhập khác sẽ bị đăng xuất.
            </>
          ) : (
            'Nhập mã 6 chữ số trong email và chọn mật khẩu mới. Mọi phiên đăng nhập khác sẽ bị đăng xuất.'
          )
        }
      />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Đặt lại mật khẩu">
        {notice && !formError && <Alert severity="info">{notice}</Alert>}
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        {!token && (
          <>
            <TextField
              {...muiField(form, 'email')}
              label="Email"
              type="email"
              autoComplete="username"
              autoFocus={!urlEmail}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
            />
            <Box>
              <CodeField {...muiField(form, 'code')} label="Mã xác thực" autoFocus={Boolean(urlEmail)} fullWidth />
              <Link
                component={RouterLink}
                to={forgotLink}
                variant="body2"
                sx={{
                  fontWeight: 600,
                  display: 'inline-block',
                  mt: 1,
                }}
              >
                Chưa nhận được mã? Gửi lại
              </Link>
            </Box>
          </>
        )}
        <Box>
          <PasswordField
            {...muiField(form, 'newPassword')}
            label="Mật khẩu mới"
            autoComplete="new-password"
            autoFocus={Boolean(token)}
            fullWidth
            slotProps={{ htmlInput: { 'aria-describedby': 'reset-password-rules' } }}
          />
          <FieldPasswordChecklist id="reset-password-rules" policy={policy} control={form.control} name="newPassword" />
        </Box>
        <PasswordField
          {...muiField(form, 'confirmPassword')}
          label="Nhập lại mật khẩu mới"
          autoComplete="new-password"
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={reset.isPending}>
          Đặt mật khẩu mới
        </Button>
      </Stack>
      <AuthFooterLink text="Đã nhớ mật khẩu?" linkText="Quay lại đăng nhập" to={paths.auth.login} />
    </>
  );
}

export default ResetPasswordPage;
