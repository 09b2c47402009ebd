import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import { recoveryCodeSchema, verificationCodeSchema, type SigninChallenge } from '@tsa/shared';
import { useId, useState, type FormEvent } from 'react';
import { errorText } from '@/lib/api-error';
import { useSignInSecondFactor } from '../api/sign-in-second-factor';
import { AuthHeading } from './auth-heading';
import { CodeField } from './code-field';

type Method = 'totp' | 'recovery-code';

/**
 * The second step of a sign-in: a 6-digit code from the authenticator app or, when the phone
 * is not at hand, one of the recovery codes. On success the session starts and <GuestOnly>
 * moves the user on.
 */
export function SecondFactorStep({ challenge, onCancel }: { challenge: SigninChallenge; onCancel: () => void }) {
  const [method, setMethod] = useState<Method>('totp');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const signIn = useSignInSecondFactor();
  const helpId = useId();

  function switchMethod(next: Method) {
    setMethod(next);
    setValue('');
    setFieldError(null);
    setFormError(null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = (method === 'totp' ? verificationCodeSchema : recoveryCodeSchema).safeParse(value);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Mã không hợp lệ');
      return;
    }
    setFieldError(null);
    const input =
      method === 'totp'
        ? { challenge: challenge.challenge, code: parsed.data }
        : { challenge: challenge.challenge, recoveryCode: value };
    signIn.mutate(input, {
      onError: (error) => {
        setValue('');
        setFormError(errorText(error));
      },
    });
  }

  const totp = method === 'totp';
  return (
    <>
      <AuthHeading
        title="Xác thực hai bước"
        subtitle={
          totp
            ? 'Mở ứng dụng xác thực trên điện thoại và nhập mã đang hiển thị cho TSA.'
            : 'Nhập một trong các mã khôi phục bạn đã lưu khi bật xác thực hai bước. Mỗi mã chỉ dùng được một lần.'
        }
      />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Xác thực hai bước">
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        {totp ? (
          <CodeField
            key="totp"
            label="Nhập mã xác thực 6 chữ số"
            value={value}
            onChange={(event) => setValue(event.target.value.replace(/\D/g, '').slice(0, 6))}
            error={Boolean(fieldError)}
            helperText={fieldError ?? 'Mã đổi sau mỗi 30 giây'}
            autoFocus
            fullWidth
            id={`${helpId}-totp`}
          />
        ) : (
          <TextField
            key="recovery"
            label="Mã khôi phục"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? 'Dạng xxxxx-xxxxx'}
            autoComplete="off"
            autoFocus
            fullWidth
            id={`${helpId}-recovery`}
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          />
        )}
        <Button type="submit" variant="contained" size="large" fullWidth loading={signIn.isPending}>
          Xác nhận
        </Button>
        <Stack
          direction="row"
          sx={{
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={onCancel}
            sx={{
              fontWeight: 600,
            }}
          >
            Quay lại đăng nhập
          </Link>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => switchMethod(totp ? 'recovery-code' : 'totp')}
            sx={{
              fontWeight: 600,
            }}
          >
            {totp ? 'Dùng mã khôi phục' : 'Dùng mã từ ứng dụng xác thực'}
          </Link>
        </Stack>
      </Stack>
    </>
  );
}
