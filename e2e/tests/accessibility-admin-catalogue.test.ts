import { describe } from 'vitest';
import { walkScreens } from '../support/accessibility';

/** The admin's screens, second half: catalogue, people and security (the first: accessibility-admin-operations). */
describe('the admin’s screens pass axe (no serious or critical violation), light and dark, phone and desktop: catalogue and people', () => {
  walkScreens(
    'admin',
    [
      '/dashboard/services',
      '/dashboard/dormitories',
      '/dashboard/slots',
      '/dashboard/floor',
      '/dashboard/accounts',
      '/dashboard/student',
      '/dashboard/staff',
      '/dashboard/security',
      '/dashboard/audit',
      '/regulations',
    ],
    [{ opener: /^Thao tác với/, width: 'desktop', url: '/dashboard/accounts' }],
  );
});
