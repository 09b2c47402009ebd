import { describe } from 'vitest';
import { HEADER_OVERLAYS, walkScreens } from '../support/accessibility';

describe('the student’s screens pass axe (no serious or critical violation), light and dark, phone and desktop', () => {
  walkScreens(
    'student',
    [
      '/student',
      '/student/order',
      '/student/order?id={order}',
      '/student/order/add',
      '/student/account',
      '/student/report',
      '/notifications',
      '/tickets',
      '/tickets?id={ticket}',
      '/regulations',
    ],
    HEADER_OVERLAYS,
  );
});
