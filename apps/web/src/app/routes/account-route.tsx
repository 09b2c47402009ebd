import { AccountPage } from '@/features/auth/pages/account-page';
import { NotificationPreferencesCard } from '@/features/notifications/components/notification-preferences-card';
import { ReferralCard } from '@/features/referrals/components/referral-card';

/** The account page with the referral card (students) and the notification settings under the profile. */
export default function AccountRoute() {
  return (
    <AccountPage>
      <ReferralCard />
      <NotificationPreferencesCard />
    </AccountPage>
  );
}
