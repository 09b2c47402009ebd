import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { mobileNumberInputSchema, verificationCodeSchema } from '@tsa/shared';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { errorText, isApiError } from '@/lib/api-error';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useStartPhoneLink, useVerifyPhoneLink } from '../api/sign-in-methods';
import { formatVietnamesePhone, keepPhoneCharacters } from '../lib/phone-number';
import { usePhoneCodeSender } from '../lib/use-phone-code-sender';
import { CodeField } from './code-field';
import { ResendCodeButton } from './resend-code-button';

export const PHONE_VERIFIED_MESSAGE = 'Đã xác minh số điện thoại. Bạn có thể đăng nhập bằng số này';

/**
 * Adds (or proves) the account's phone number: the number, then the code texted to it. The
 * verified number is both the contact number and a way to sign in.
 */
export function PhoneLinkForm({ initialNumber, onDone }: { initialNumber: string; onDone: () => void }) {
  const start = useStartPhoneLink();
  const verify = useVerifyPhoneLink();
  const [typed, setTyped] = useState(initialNumber);
  const { sentTo, nextCodeAt, send: sendCode } = usePhoneCodeSender(start);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  function send(phoneNumber: string) {
    setFormError(null);
    sendCode(phoneNumber, {
      onSent: () => {
        setCode('');
        setFieldError(null);
      },
      onNumberRefused: setFieldError,
      onFailed: setFormError,
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) {
      const parsed = mobileNumberInputSchema.safeParse(typed);
      if (!parsed.success) {
        setFieldError(parsed.error.issues[0]?.message ?? 'Số điện thoại không hợp lệ');
        return;
      }
      send(parsed.data);
      return;
    }
    const parsed = verificationCodeSchema.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Mã xác thực không hợp lệ');
      return;
    }
    setFormError(null);
    verify.mutate(
      { phoneNumber: sentTo, code: parsed.data },
      {
        onSuccess: () => {
          enqueueSnackbar(PHONE_VERIFIED_MESSAGE, { variant: 'success' });
          onDone();
        },
        onError: (error) => {
          setCode('');
          if (isApiError(error) && /verification-code|code-expired/.test(error.code)) setFieldError(error.message);
          else setFormError(errorText(error));
        },
      },
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Xác minh số điện thoại">
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      {sentTo ? (
        <>
          <CodeField
            label="Mã xác thực SMS"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            error={Boolean(fieldError)}
            helperText={fieldError ?? `Mã đã gửi tới ${formatVietnamesePhone(sentTo)}`}
            autoFocus
            fullWidth
          />
          <ResendCodeButton availableAt={nextCodeAt} onResend={() => send(sentTo)} pending={start.isPending} />
        </>
      ) : (
        <TextField
          label="Số điện thoại"
          value={typed}
          onChange={(event) => setTyped(keepPhoneCharacters(event.target.value))}
          error={Boolean(fieldError)}
          helperText={fieldError ?? 'Số di động Việt Nam, ví dụ 0912 345 678'}
          type="tel"
          autoComplete="tel"
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
      )}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={onDone} disabled={verify.isPending}>
          Hủy
        </Button>
        <Button type="submit" variant="contained" loading={sentTo ? verify.isPending : start.isPending}>
          {sentTo ? 'Xác minh' : 'Gửi mã'}
        </Button>
      </Stack>
    </Stack>
  );
}
