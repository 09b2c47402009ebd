import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangePasswordInput } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { usePasswordPolicy } from '@/lib/auth/get-password-policy';
import type { Profile } from '@/lib/auth/get-profile';
import { useChangePassword } from '../api/change-password';
import { applyServerError, muiField } from '../lib/form';
import { changePasswordFormSchema } from '../lib/form-schemas';
import { FieldPasswordChecklist } from '@/components/password-checklist';
import { PasswordField } from './password-field';

export const PASSWORD_CHANGED_MESSAGE = 'Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất';
export const PASSWORD_CHANGED_SIGNED_OUT_MESSAGE = 'Đã đổi mật khẩu. Vui lòng đăng nhập lại bằng mật khẩu mới';

interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current password (not for an account created through Google that has none yet), the new
 * one with the live policy checklist, and its confirmation.
 */
export function ChangePasswordCard({ profile }: { profile: Profile }) {
  const hasPassword = profile.hasPassword;
  const policy = usePasswordPolicy();
  const latest = useRef({ policy, hasPassword });
  useEffect(() => {
    latest.current = { policy, hasPassword };
  }, [policy, hasPassword]);
  const schema = useMemo(
    () =>
      changePasswordFormSchema(
        () => latest.current.policy,
        () => latest.current.hasPassword,
      ),
    [],
  );
  const [formError, setFormError] = useState<string | null>(null);
  const change = useChangePassword();
  const form = useForm<PasswordFormValues, unknown, ChangePasswordInput>({
    resolver: zodResolver(schema) as unknown as Resolver<PasswordFormValues, unknown, ChangePasswordInput>,
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    const input: ChangePasswordInput = {
      ...(hasPassword ? { currentPassword: values.currentPassword } : {}),
      newPassword: values.newPassword,
      confirmPassword: values.confirmPassword,
    };
    change.mutate(
      { ...input, email: profile.email },
      {
        onSuccess: (result) => {
          form.reset(EMPTY);
          if (result === 'signed-in') enqueueSnackbar(PASSWORD_CHANGED_MESSAGE, { variant: 'success' });
          else enqueueSnackbar(PASSWORD_CHANGED_SIGNED_OUT_MESSAGE, { variant: 'warning' });
        },
        onError: (error) =>
          setFormError(
            applyServerError(error, form.setError, ['currentPassword', 'newPassword', 'confirmPassword'], {
              'auth/wrong-password': 'currentPassword',
              'auth/weak-password': 'newPassword',
              'auth/password-mismatch': 'confirmPassword',
            }),
          ),
      },
    );
  });

  return (
    <Card component="section" aria-labelledby="password-form-title">
      <CardHeader
        title={hasPassword ? 'Đổi mật khẩu' : 'Đặt mật khẩu'}
        slotProps={{ title: { id: 'password-form-title', component: 'h2' } }}
        subheader={
          hasPassword
            ? 'Sau khi đổi, mọi thiết bị khác sẽ bị đăng xuất; bạn vẫn đăng nhập trên thiết bị này.'
            : 'Bạn đang đăng nhập bằng Google. Đặt mật khẩu để có thể đăng nhập bằng email.'
        }
      />
      <CardContent>
        <Stack
          component="form"
          noValidate
          onSubmit={onSubmit}
          spacing={2.5}
          aria-label={hasPassword ? 'Đổi mật khẩu' : 'Đặt mật khẩu'}
        >
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          {hasPassword && (
            <PasswordField
              {...muiField(form, 'currentPassword')}
              label="Mật khẩu hiện tại"
              autoComplete="current-password"
              fullWidth
            />
          )}
          <Box>
            <PasswordField
              {...muiField(form, 'newPassword')}
              label="Mật khẩu mới"
              autoComplete="new-password"
              fullWidth
              slotProps={{ htmlInput: { 'aria-describedby': 'account-password-rules' } }}
            />
            <FieldPasswordChecklist
              id="account-password-rules"
              policy={policy}
              control={form.control}
              name="newPassword"
            />
          </Box>
          <PasswordField
            {...muiField(form, 'confirmPassword')}
            label="Nhập lại mật khẩu mới"
            autoComplete="new-password"
            fullWidth
          />
          <Stack
            direction="row"
            sx={{
              justifyContent: 'flex-end',
            }}
          >
            <Button type="submit" variant="contained" loading={change.isPending}>
              {hasPassword ? 'Đổi mật khẩu' : 'Đặt mật khẩu'}
            </Button>
          </Stack>
          {/* Lets password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={profile.email} readOnly hidden />
        </Stack>
      </CardContent>
    </Card>
  );
}
