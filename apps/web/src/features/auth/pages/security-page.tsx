import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/page-header';
import { SecondFactorCard } from '../components/second-factor-card';
import { SignInMethodsCard } from '../components/sign-in-methods-card';

/** /dashboard/security: the admin's own second factor (where an admin without one is sent) and ways in. */
export default function SecurityPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageHeader
        title="Bảo mật tài khoản"
        subtitle="Xác thực hai bước và các cách đăng nhập của tài khoản quản trị."
      />
      <SecondFactorCard />
      <SignInMethodsCard />
    </Stack>
  );
}
