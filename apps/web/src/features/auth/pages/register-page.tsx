import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import type { SignupInitiateInput } from '@tsa/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useCurrentRegulationVersion } from '../api/get-current-regulation';
import { usePasswordPolicy } from '@/lib/auth/get-password-policy';
import { useInitiateSignup } from '../api/signup-initiate';
import { AuthFooterLink } from '../components/auth-footer-link';
import { AuthHeading } from '../components/auth-heading';
import { GuestOnly } from '../components/guest-only';
import { LazyOtherSignIns } from '../components/other-sign-ins-lazy';
import { useProviders } from '../api/get-providers';
import { FieldPasswordChecklist } from '@/components/password-checklist';
import { PasswordField } from '../components/password-field';
import { RegulationsCheckbox } from '../components/regulations-checkbox';
import { applyServerError, muiField } from '../lib/form';
import { registerFormSchema } from '../lib/form-schemas';
import { rememberReferral } from '@/lib/remembered-referral';
import { saveSignupHandoff } from '../lib/signup-handoff';

interface RegisterForm {
  lastName: string;
  firstName: string;
  email: string;
  password: string;
  acceptRegulations: boolean;
  /** "Mã giới thiệu (không bắt buộc)": filled in by a friend's link (`?ref=`), sent with step 2. */
  referralCode: string;
}

/** A referral code as step 2 will send it: 4–20 letters and digits, upper case; empty: none. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;

export const NEW_REGULATIONS_MESSAGE = 'Nội quy dịch vụ vừa được cập nhật. Vui lòng đọc lại và đồng ý để tiếp tục';

export function completeSignupPath(email: string): string {
  return `${paths.auth.completeSignup}?email=${encodeURIComponent(email)}`;
}

function RegisterFormView() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const policy = usePasswordPolicy();
  const policyRef = useRef(policy);
  useEffect(() => {
    policyRef.current = policy;
  }, [policy]);
  const schema = useMemo(() => registerFormSchema(() => policyRef.current), []);
  const [formError, setFormError] = useState<string | null>(null);
  const initiate = useInitiateSignup();
  const regulation = useCurrentRegulationVersion();
  const providers = useProviders();
  const form = useForm<RegisterForm, unknown, SignupInitiateInput>({
    resolver: zodResolver(schema) as unknown as Resolver<RegisterForm, unknown, SignupInitiateInput>,
    defaultValues: {
      lastName: '',
      firstName: '',
      email: '',
      password: '',
      acceptRegulations: false,
      referralCode: (params.get('ref') ?? '').trim().toUpperCase().slice(0, 20),
    },
  });
  // Kept for a sign-up with a provider or a phone, which comes back to /auth/complete.
  useEffect(() => rememberReferral((params.get('ref') ?? '').trim().toUpperCase().slice(0, 20)), [params]);
  const acceptError = form.formState.errors.acceptRegulations?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    // Not in the step's schema (the server takes the code at step 2): checked here for its shape.
    const referralCode = form.getValues('referralCode').trim().toUpperCase();
    if (referralCode && !REFERRAL_CODE_PATTERN.test(referralCode)) {
      form.setError('referralCode', { type: 'pattern', message: 'Mã giới thiệu gồm 4–20 chữ và số' });
      return;
    }
    // Normally loaded with the page; on a slow line, wait for it rather than send none.
    const version = regulation.data !== undefined ? regulation.data : (await regulation.refetch()).data;
    const body: SignupInitiateInput = {
      email: values.email,
      password: values.password,
      firstName: values.firstName,
      lastName: values.lastName,
      // The version of the rules the student just agreed to; the server checks it is current.
      ...(version ? { acceptedRegulationVersion: version } : {}),
    };
    initiate.mutate(body, {
      onSuccess: () => {
        // Step 2 counts down to the next resend; its answer signs the new account in.
        saveSignupHandoff({ email: body.email, sentAt: Date.now(), ...(referralCode ? { referralCode } : {}) });
        void navigate(completeSignupPath(body.email));
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'regulations/not-accepted') {
          // The rules changed since the page loaded: read the new ones and agree again.
          form.setValue('acceptRegulations', false);
          form.setError('acceptRegulations', { type: 'server', message: NEW_REGULATIONS_MESSAGE });
          void regulation.refetch();
          return;
        }
        setFormError(
          applyServerError(error, form.setError, ['email', 'password', 'firstName', 'lastName'], {
            'auth/invalid-email': 'email',
            'auth/weak-password': 'password',
          }),
        );
      },
    });
  });

  return (
    <>
      <AuthHeading title="Đăng ký" subtitle="Tạo tài khoản sinh viên để đặt giặt sấy ngay tại phòng ký túc xá." />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Đăng ký">
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField
            {...muiField(form, 'lastName')}
            label="Họ"
            placeholder="Nguyễn Văn"
            autoComplete="family-name"
            autoFocus
            fullWidth
          />
          <TextField
            {...muiField(form, 'firstName')}
            label="Tên"
            placeholder="An"
            autoComplete="given-name"
            fullWidth
          />
        </Stack>
        <TextField
          {...muiField(form, 'email', 'Mã xác thực sẽ được gửi tới email này')}
          label="Email"
          type="email"
          autoComplete="email"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        />
        <Box>
          <PasswordField
            {...muiField(form, 'password')}
            label="Mật khẩu"
            autoComplete="new-password"
            fullWidth
            slotProps={{ htmlInput: { 'aria-describedby': 'register-password-rules' } }}
          />
          <FieldPasswordChecklist id="register-password-rules" policy={policy} control={form.control} name="password" />
        </Box>
        <TextField
          {...muiField(form, 'referralCode', 'Bạn bè giới thiệu bạn? Đơn đầu tiên của bạn được giảm giá')}
          label="Mã giới thiệu (không bắt buộc)"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <RegulationsCheckbox control={form.control} name="acceptRegulations" error={acceptError} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={initiate.isPending}>
          Tiếp tục
        </Button>
      </Stack>
      {(providers.data?.oauth.length || providers.data?.phone) && (
        <>
          <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>hoặc</Divider>
          <LazyOtherSignIns
            providers={providers.data}
            verb="Đăng ký"
            onPhone={() => void navigate(`${paths.auth.login}?method=phone`)}
          />
        </>
      )}
      <AuthFooterLink text="Đã có tài khoản?" linkText="Đăng nhập" to={paths.auth.login} />
    </>
  );
}

/** /auth/register: step 1 of the sign-up; a 6-digit code is e-mailed. */
function RegisterPage() {
  return (
    <GuestOnly>
      <RegisterFormView />
    </GuestOnly>
  );
}

export default RegisterPage;
