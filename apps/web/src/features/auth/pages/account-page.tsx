import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { UpdateProfileInput } from '@tsa/shared';
import { useRef, useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { PageHeader } from '@/components/page-header';
import { errorText } from '@/lib/api-error';
import { useProfileQuery } from '@/lib/auth/get-profile';
import { AccountSummaryCard } from '../components/account-summary-card';
import { ChangePasswordCard } from '../components/change-password-card';
import { PasskeysCard } from '../components/passkeys-card';
import { SecondFactorCard } from '../components/second-factor-card';
import { SignInMethodsCard } from '../components/sign-in-methods-card';
import { joinVietnamese } from '../components/profile-completion-banner';
import { ProfileFormCard, type ProfileFieldName, type ProfileFormValues } from '../components/profile-form-card';
import { missingStudentDetails } from '../lib/profile-completeness';

/**
 * /student/account and /staff/account: the signed-in user's profile and password. `children`
 * (other features' cards, composed by the route) go below the password.
 */
export function AccountPage({ children }: { children?: ReactNode }) {
  const profile = useProfileQuery();
  const form = useRef<UseFormReturn<ProfileFormValues, unknown, UpdateProfileInput>>(null);
  const [photoPreview, setPhotoPreview] = useState('');
  const header = <PageHeader title="Tài khoản của tôi" subtitle="Thông tin cá nhân, phòng ở và mật khẩu đăng nhập." />;

  if (profile.isPending) {
    return (
      <>
        {header}
        <Grid container spacing={3} aria-busy="true">
          <Grid size={{ xs: 12, md: 4 }}>
            <Skeleton variant="rounded" height={360} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Skeleton variant="rounded" height={480} />
          </Grid>
        </Grid>
      </>
    );
  }
  if (profile.isError) {
    return (
      <>
        {header}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              Thử lại
            </Button>
          }
        >
          {errorText(profile.error)}
        </Alert>
      </>
    );
  }

  const user = profile.data;
  const missing = missingStudentDetails(user);
  function focusFirstMissing() {
    const first: ProfileFieldName = !user.phoneNumber
      ? 'phoneNumber'
      : !user.dormitory
        ? 'dormitory'
        : !user.building
          ? 'building'
          : 'room';
    form.current?.setFocus(first);
  }

  return (
    <>
      {header}
      {missing.length > 0 && (
        <Alert severity="warning" variant="filled" sx={{ mb: 3 }}>
          <AlertTitle>Hoàn thiện hồ sơ để đặt giặt</AlertTitle>
          Tài khoản của bạn còn thiếu {joinVietnamese(missing)}. Nhân viên cần các thông tin này để đến lấy và giao đồ
          tận phòng.
          <Box sx={{ mt: 1.5 }}>
            <Button color="inherit" size="small" variant="outlined" onClick={focusFirstMissing}>
              Điền ngay
            </Button>
          </Box>
        </Alert>
      )}
      <Grid
        container
        spacing={3}
        sx={{
          alignItems: 'flex-start',
        }}
      >
        <Grid size={{ xs: 12, md: 4 }}>
          <AccountSummaryCard profile={user} photoPreview={photoPreview} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <ProfileFormCard key={user.id} profile={user} formRef={form} onPhotoPreview={setPhotoPreview} />
            <ChangePasswordCard profile={user} />
            <SignInMethodsCard />
            <PasskeysCard />
            <SecondFactorCard />
            {children}
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
