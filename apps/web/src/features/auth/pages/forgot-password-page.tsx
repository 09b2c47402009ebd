import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import { forgotPasswordSchema } from '@tsa/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthFooterLink } from '../components/auth-footer-link';
import { AuthHeading } from '../components/auth-heading';
import { applyServerError, muiField } from '../lib/form';

/** The server's answer, the same whether or not the e-mail has an account. */
export const RESET_SENT_MESSAGE =
  'Nếu email thuộc một tài khoản TSA, chúng tôi đã gửi mã đặt lại mật khẩu tới email đó';

export interface ResetNotice {
  notice?: string;
}

/** /auth/forgot-password: e-mails a code and a link, then on to the reset form. */
function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: params.get('email') ?? '' },
  });

  const onSubmit = form.handleSubmit(({ email }) => {
    setFormError(null);
    request.mutate(email, {
      onSuccess: (answer) => {
        const state: ResetNotice = { notice: answer?.message || RESET_SENT_MESSAGE };
        void navigate(`${paths.auth.resetPassword}?email=${encodeURIComponent(email)}`, { state });
      },
      onError: (error) =>
        setFormError(applyServerError(error, form.setError, ['email'], { 'auth/invalid-email': 'email' })),
    });
  });

  return (
    <>
      <AuthHeading
        title="Quên mật khẩu"
        subtitle="Nhập email bạn đã dùng để đăng ký. Chúng tôi sẽ gửi mã và đường dẫn để đặt mật khẩu mới."
      />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Quên mật khẩu">
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <TextField
          {...muiField(form, 'email')}
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={request.isPending}>
          Gửi mã đặt lại mật khẩu
        </Button>
      </Stack>
      <AuthFooterLink text="Đã nhớ mật khẩu?" linkText="Quay lại đăng nhập" to={paths.auth.login} />
    </>
  );
}

export default ForgotPasswordPage;
