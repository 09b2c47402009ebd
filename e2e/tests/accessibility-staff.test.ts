import { describe } from 'vitest';
import { HEADER_OVERLAYS, walkScreens } from '../support/accessibility';

describe('the staff’s screens pass axe (no serious or critical violation), light and dark, phone and desktop', () => {
  walkScreens(
    'staff',
    [
      '/staff',
      '/staff/delivery',
      '/staff/delivery?view=route',
      '/staff/order',
      '/staff/scan',
      '/staff/account',
      '/notifications',
      '/tickets',
    ],
    HEADER_OVERLAYS,
  );
});
