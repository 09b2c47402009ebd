import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { verificationCodeSchema, type TotpEnrolment } from '@tsa/shared';
import { useState, type FormEvent } from 'react';
import { qrCodeDataUrl } from '@/components/orders/qr-code';
import { errorText } from '@/lib/api-error';
import { useConfirmTotpEnrolment } from '../api/confirm-totp-enrolment';
import { useSecondFactorQuery } from '../api/get-second-factor';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useStartTotpEnrolment } from '../api/start-totp-enrolment';
import { CodeField } from './code-field';

/** A 6-digit code typed by hand, checked by the shared schema before it is sent. */
function CodeForm({
  label,
  submitLabel,
  pending,
  onCode,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onCode: (code: string) => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = verificationCodeSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Mã không hợp lệ');
      return;
    }
    setError(null);
    onCode(parsed.data);
    setValue('');
  }
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={submitLabel} sx={{ maxWidth: 360 }}>
      <CodeField
        label={label}
        value={value}
        onChange={(event) => setValue(event.target.value.replace(/\D/g, '').slice(0, 6))}
        error={Boolean(error)}
        helperText={error ?? 'Mã 6 chữ số trong ứng dụng xác thực'}
        fullWidth
      />
      <Button type="submit" variant="contained" loading={pending}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

/** The ten recovery codes, shown once, with a reminder that they are not shown again. */
function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Lưu 10 mã khôi phục này ở nơi an toàn (in ra hoặc ghi lại). Mỗi mã dùng được một lần khi bạn không có điện
        thoại. Mã sẽ không hiển thị lại.
      </Alert>
      <Box
        component="ol"
        aria-label="Mã khôi phục"
        sx={{
          m: 0,
          pl: 4,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 0.5,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{
          flexWrap: 'wrap',
        }}
      >
        <Button variant="outlined" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
          Sao chép
        </Button>
        <Button variant="contained" onClick={onDone}>
          Tôi đã lưu các mã
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * Xác thực hai bước on the account page (and the admins' forced enrolment): scan the QR code,
 * confirm with a code, keep the recovery codes; later, print a new set.
 */
export function SecondFactorCard() {
  const status = useSecondFactorQuery();
  const start = useStartTotpEnrolment();
  const confirm = useConfirmTotpEnrolment();
  const regenerate = useRegenerateRecoveryCodes();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [regenerating, setRegenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const header = (
    <CardHeader
      title="Xác thực hai bước"
      subheader="Khi đăng nhập, ngoài mật khẩu bạn nhập thêm mã 6 chữ số từ ứng dụng xác thực (Google Authenticator, Microsoft Authenticator…)."
      action={
        status.data?.enabled ? (
          <Chip color="success" label="Đang bật" />
        ) : status.data ? (
          <Chip label="Chưa bật" />
        ) : null
      }
    />
  );
  let body;
  if (status.isPending) body = <Skeleton variant="rounded" height={120} />;
  else if (status.isError) body = <Alert severity="error">{errorText(status.error)}</Alert>;
  else if (codes) {
    body = (
      <RecoveryCodesList
        codes={codes}
        onDone={() => {
          setCodes(null);
          setEnrolment(null);
        }}
      />
    );
  } else if (!status.data.enabled && enrolment) {
    body = (
      <Stack spacing={2}>
        <Typography variant="body2">
          1. Quét mã QR bằng ứng dụng xác thực, hoặc nhập khóa bên dưới nếu không quét được.
        </Typography>
        <Box
          component="img"
          src={qrCodeDataUrl(enrolment.otpauthUrl)}
          alt="Mã QR để thêm TSA vào ứng dụng xác thực"
          sx={{ width: 200, height: 200, borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          Khóa:{' '}
          <Box component="code" data-testid="totp-secret">
            {enrolment.secret}
          </Box>
        </Typography>
        <Typography variant="body2">2. Nhập mã 6 chữ số ứng dụng hiển thị để xác nhận.</Typography>
        <CodeForm
          label="Mã xác thực"
          submitLabel="Xác nhận và bật"
          pending={confirm.isPending}
          onCode={(code) => {
            setError(null);
            confirm.mutate(
              { code },
              { onSuccess: (result) => setCodes(result.recoveryCodes), onError: (e) => setError(errorText(e)) },
            );
          }}
        />
      </Stack>
    );
  } else if (!status.data.enabled) {
    body = (
      <Stack
        spacing={2}
        sx={{
          alignItems: 'flex-start',
        }}
      >
        {status.data.required && (
          <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
            Quản trị viên bắt buộc bật xác thực hai bước trước khi dùng trang quản trị.
          </Alert>
        )}
        <Button
          variant="contained"
          loading={start.isPending}
          onClick={() => {
            setError(null);
            start.mutate(undefined, { onSuccess: setEnrolment, onError: (e) => setError(errorText(e)) });
          }}
        >
          Bật xác thực hai bước
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={2}>
        <Typography variant="body2">
          Còn {status.data.recoveryCodesLeft} mã khôi phục chưa dùng. Tạo bộ mới nếu bạn làm mất hoặc sắp dùng hết (bộ
          cũ hết hiệu lực).
        </Typography>
        {regenerating ? (
          <CodeForm
            label="Mã xác thực hiện tại"
            submitLabel="Tạo mã khôi phục mới"
            pending={regenerate.isPending}
            onCode={(code) => {
              setError(null);
              regenerate.mutate(
                { code },
                {
                  onSuccess: (result) => {
                    setRegenerating(false);
                    setCodes(result.recoveryCodes);
                  },
                  onError: (e) => setError(errorText(e)),
                },
              );
            }}
          />
        ) : (
          <Box>
            <Button variant="outlined" onClick={() => setRegenerating(true)}>
              Tạo mã khôi phục mới
            </Button>
          </Box>
        )}
      </Stack>
    );
  }
  return (
    <Card component="section" aria-label="Xác thực hai bước">
      {header}
      <CardContent>
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {body}
        </Stack>
      </CardContent>
    </Card>
  );
}
