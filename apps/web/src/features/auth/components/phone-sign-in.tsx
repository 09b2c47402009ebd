import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { mobileNumberInputSchema, verificationCodeSchema, type SigninChallenge } from '@tsa/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '@/components/text-field';
import { errorText, isApiError } from '@/lib/api-error';
import { identitySignupPath } from '../lib/identity-token';
import { formatVietnamesePhone, keepPhoneCharacters } from '../lib/phone-number';
import { isSignupRequired, useStartPhoneSignIn, useVerifyPhoneSignIn } from '../api/phone-sign-in';
import { AuthHeading } from './auth-heading';
import { CodeField } from './code-field';
import { useCountdown } from '../lib/use-countdown';
import { usePhoneCodeSender } from '../lib/use-phone-code-sender';
import { ResendCodeButton } from './resend-code-button';

export interface PhoneSignInProps {
  /** The account has a second factor: the page shows its step with this challenge. */
  onChallenge: (challenge: SigninChallenge) => void;
  /** Back to the other ways of signing in. */
  onCancel: () => void;
}

/**
 * 'Đăng nhập bằng số điện thoại': the number, then the 6-digit code texted to it. A known number
 * signs in (<GuestOnly> moves on); a new one goes on to complete the profile (/auth/complete).
 * The server normalises the number; the page only checks it looks like one.
 */
export function PhoneSignIn({ onChallenge, onCancel }: PhoneSignInProps) {
  const navigate = useNavigate();
  const start = useStartPhoneSignIn();
  const verify = useVerifyPhoneSignIn();
  const [typed, setTyped] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const { sentTo, nextCodeAt, send, changeNumber } = usePhoneCodeSender(start);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  function sendCode(phoneNumber: string) {
    setFormError(null);
    send(phoneNumber, {
      onSent: () => {
        setCode('');
        setCodeError(null);
      },
      onNumberRefused: setPhoneError,
      onFailed: setFormError,
    });
  }

  function onSubmitNumber(event: FormEvent) {
    event.preventDefault();
    const parsed = mobileNumberInputSchema.safeParse(typed);
    if (!parsed.success) {
      setPhoneError(parsed.error.issues[0]?.message ?? 'Số điện thoại không hợp lệ');
      return;
    }
    setPhoneError(null);
    sendCode(parsed.data);
  }

  function onSubmitCode(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    setFormError(null);
    const parsed = verificationCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? 'Mã xác thực không hợp lệ');
      return;
    }
    setCodeError(null);
    verify.mutate(
      { phoneNumber: sentTo, code: parsed.data },
      {
        onSuccess: (answer) => {
          if (isSignupRequired(answer)) void navigate(identitySignupPath(answer.token));
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'auth/user-disabled') return; // → /banned
          if (isApiError(error) && error.mfa) {
            onChallenge(error.mfa);
            return;
          }
          setCode('');
          if (
            isApiError(error) &&
            (error.code === 'auth/invalid-verification-code' || error.code === 'auth/code-expired')
          ) {
            setCodeError(error.message);
            return;
          }
          setFormError(errorText(error));
        },
      },
    );
  }

  const alert = formError && (
    <Alert severity="error" role="alert">
      {formError}
    </Alert>
  );
  const back = (
    <Link component="button" type="button" variant="body2" onClick={onCancel} sx={{ fontWeight: 600 }}>
      Đăng nhập cách khác
    </Link>
  );

  if (!sentTo) {
    return (
      <>
        <AuthHeading
          title="Đăng nhập bằng số điện thoại"
          subtitle="Nhập số di động Việt Nam của bạn. TSA sẽ gửi mã 6 chữ số qua SMS."
        />
        <Stack
          component="form"
          noValidate
          onSubmit={onSubmitNumber}
          spacing={2.5}
          aria-label="Đăng nhập bằng số điện thoại"
        >
          {alert}
          <TextField
            label="Số điện thoại"
            value={typed}
            onChange={(event) => setTyped(keepPhoneCharacters(event.target.value))}
            error={Boolean(phoneError)}
            helperText={phoneError ?? 'Ví dụ: 0912 345 678'}
            type="tel"
            autoComplete="tel"
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
          <SendCodeButton availableAt={nextCodeAt} pending={start.isPending} />
          <Box>{back}</Box>
        </Stack>
      </>
    );
  }

  return (
    <>
      <AuthHeading
        title="Nhập mã xác thực"
        subtitle={
          <>
            Mã 6 chữ số đã được gửi qua SMS tới
            <Box component="strong" sx={{ display: 'block', color: 'text.primary' }}>
              {formatVietnamesePhone(sentTo)}
            </Box>
          </>
        }
      />
      <Stack component="form" noValidate onSubmit={onSubmitCode} spacing={2.5} aria-label="Mã xác thực SMS">
        {alert}
        <Box>
          <CodeField
            label="Mã xác thực"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            error={Boolean(codeError)}
            helperText={codeError ?? 'Mã có hiệu lực trong 5 phút'}
            autoFocus
            fullWidth
          />
          <Box sx={{ mt: 0.5 }}>
            <ResendCodeButton availableAt={nextCodeAt} onResend={() => sendCode(sentTo)} pending={start.isPending} />
          </Box>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={verify.isPending}>
          Xác nhận
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => {
              changeNumber();
              setFormError(null);
            }}
            sx={{ fontWeight: 600 }}
          >
            Đổi số điện thoại
          </Link>
          {back}
        </Stack>
      </Stack>
    </>
  );
}

/** 'Gửi mã', or how long until the server takes another request for this number. */
function SendCodeButton({ availableAt, pending }: { availableAt: number; pending: boolean }) {
  const seconds = useCountdown(availableAt);
  return (
    <Button type="submit" variant="contained" size="large" fullWidth loading={pending} disabled={seconds > 0}>
      {seconds > 0 ? `Gửi mã sau ${seconds} giây` : 'Gửi mã'}
    </Button>
  );
}
