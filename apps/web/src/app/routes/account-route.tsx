import { AccountPage } from '@/features/auth/pages/account-page';
import { NotificationPreferencesCard } from '@/features/notifications/components/notification-preferences-card';

/** The account page with the notification settings under the profile (two features, composed here). */
export default function AccountRoute() {
  return (
    <AccountPage>
      <NotificationPreferencesCard />
    </AccountPage>
  );
}
