import { describe } from 'vitest';
import { HEADER_OVERLAYS, walkScreens } from '../support/accessibility';

/** The admin's screens, first half: the day's work (the other half: accessibility-admin-catalogue). */
describe('the admin’s screens pass axe (no serious or critical violation), light and dark, phone and desktop: operations', () => {
  walkScreens(
    'admin',
    [
      '/dashboard',
      '/dashboard/order',
      '/dashboard/order?id={order}',
      '/dashboard/order/add',
      '/dashboard/delivery',
      '/dashboard/payments',
      '/dashboard/racks',
      '/dashboard/report',
      '/notifications',
      '/tickets',
      '/tickets?id={ticket}',
    ],
    HEADER_OVERLAYS,
  );
});
