import { describe } from 'vitest';
import { walkScreens } from '../support/accessibility';

describe('the visitor’s screens pass axe (no serious or critical violation), light and dark, phone and desktop', () => {
  walkScreens(
    'visitor',
    [
      '/landing',
      '/auth',
      '/auth/register',
      '/auth/register/complete-signup?email=lan.pham%40ktx.test',
      '/auth/forgot-password',
      '/auth/reset-password?email=lan.pham%40ktx.test',
      // Opened without their token (it comes from a provider's sign-in): the ways back.
      '/auth/complete',
      '/auth/link',
      '/regulations',
      '/banned',
      '/unsubscribe?token=lien-ket-trong-email',
      '/401',
      '/404',
    ],
    [{ opener: 'Cài đặt giao diện', width: 'phone' }],
  );
});
