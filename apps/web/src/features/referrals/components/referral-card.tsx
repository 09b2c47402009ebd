import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import ShareRoundedIcon from '@mui/icons-material/ShareRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MyReferral } from '@tsa/shared';
import { useState } from 'react';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { errorText, isApiError } from '@/lib/api-error';
import { useProfileQuery } from '@/lib/auth/get-profile';
import { formatMoney } from '@/lib/format';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useClaimReferral, useMyReferral } from '../api/referrals';

/** The sign-up page with the code filled in: what a student shares. */
export const referralLink = (code: string) =>
  `${window.location.origin}${paths.auth.register}?ref=${encodeURIComponent(code)}`;

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    enqueueSnackbar(`Đã sao chép ${what}`, { variant: 'success' });
  } catch {
    enqueueSnackbar('Không sao chép được, hãy chọn và sao chép thủ công', { variant: 'warning' });
  }
}

/** "Giới thiệu bạn bè" on the student's account page; nothing for staff. */
export function ReferralCard() {
  const profile = useProfileQuery();
  const student = profile.data?.role === 'STUDENT';
  const referral = useMyReferral(student);
  if (!student) return null;
  return (
    <Card component="section" aria-labelledby="referral-title">
      <CardContent>
        <Typography id="referral-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Giới thiệu bạn bè
        </Typography>
        {referral.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : referral.isError ? (
          <Alert severity="error">{errorText(referral.error)}</Alert>
        ) : (
          <ReferralBody data={referral.data} />
        )}
      </CardContent>
    </Card>
  );
}

function ReferralBody({ data }: { data: MyReferral }) {
  const link = referralLink(data.code);
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: 'Giặt sấy TSA',
          text: `Đăng ký TSA với mã ${data.code} để được giảm ${formatMoney(data.refereeDiscount)} cho đơn giặt đầu tiên`,
          url: link,
        });
        return;
      } catch {
        // Closed by the student, or not allowed here: copying the link still works.
      }
    }
    await copy(link, 'liên kết giới thiệu');
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Bạn bè đăng ký bằng mã của bạn được giảm {formatMoney(data.refereeDiscount)} cho đơn đầu tiên. Khi đơn đó hoàn
        tất và đã thanh toán, ví TSA của bạn được cộng {formatMoney(data.reward)}.
      </Typography>
      <Box
        sx={{
          p: 2,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          textAlign: 'center',
        }}
      >
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Mã giới thiệu của bạn
        </Typography>
        <Typography
          data-testid="referral-code"
          sx={{ fontFamily: 'monospace', fontSize: '1.75rem', fontWeight: 700, letterSpacing: 2 }}
        >
          {data.code}
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          startIcon={<ContentCopyRoundedIcon />}
          onClick={() => void copy(data.code, 'mã giới thiệu')}
          fullWidth
        >
          Sao chép mã
        </Button>
        <Button variant="contained" startIcon={<ShareRoundedIcon />} onClick={() => void share()} fullWidth>
          Chia sẻ liên kết
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-around', textAlign: 'center' }}>
        <Stat value={String(data.signedUp)} label="bạn đã đăng ký" />
        <Stat value={String(data.rewarded)} label="lần được thưởng" />
        <Stat value={formatMoney(data.rewardTotal)} label="đã nhận vào ví" />
      </Stack>
      {data.referredBy && (
        <Alert severity={data.referredBy.discountUsed ? 'success' : 'info'}>
          {data.referredBy.discountUsed
            ? 'Bạn đã dùng ưu đãi giới thiệu cho đơn đầu tiên.'
            : `Bạn đã nhập mã giới thiệu: đơn đầu tiên của bạn được giảm ${formatMoney(data.refereeDiscount)}.`}
        </Alert>
      )}
      {data.canClaim && <ClaimForm />}
    </Stack>
  );
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <Box>
      <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{value}</Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    </Box>
  );
}

const CODE = /^[A-Z0-9]{4,20}$/;

/** "Được bạn bè giới thiệu?": until the first order, a friend's code can still be given. */
function ClaimForm() {
  const claim = useClaimReferral();
  const [code, setCode] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const submit = () => {
    const typed = code.trim().toUpperCase();
    if (!CODE.test(typed)) {
      setTypedError(typed ? 'Mã giới thiệu gồm 4–20 chữ và số' : 'Vui lòng nhập mã giới thiệu');
      return;
    }
    setTypedError(null);
    claim.mutate(typed, {
      onSuccess: () =>
        enqueueSnackbar('Đã nhập mã giới thiệu. Đơn đầu tiên của bạn sẽ được giảm giá', { variant: 'success' }),
    });
  };
  const serverError = claim.error
    ? isApiError(claim.error) && claim.error.fields?.code
      ? claim.error.fields.code
      : errorText(claim.error)
    : null;
  const message = typedError ?? serverError;
  return (
    <Box
      component="form"
      noValidate
      aria-label="Nhập mã giới thiệu"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Được bạn bè giới thiệu? Nhập mã trước khi đặt đơn đầu tiên.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Mã giới thiệu"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setTypedError(null);
            claim.reset();
          }}
          error={Boolean(message)}
          helperText={message ?? undefined}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button type="submit" variant="outlined" loading={claim.isPending} sx={{ flexShrink: 0, minHeight: 56 }}>
          Nhập mã
        </Button>
      </Stack>
    </Box>
  );
}
