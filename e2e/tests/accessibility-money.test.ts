import { describe } from 'vitest';
import { walkScreens } from '../support/accessibility';

/** The money screens of issue #34, the student's and the admin's, in a file of their own so the walk runs beside the others. */
describe('the student’s money screens pass axe (no serious or critical violation), light and dark, phone and desktop', () => {
  walkScreens('student', ['/student/wallet', '/student/plans']);
});

describe('the admin’s money screens pass axe (no serious or critical violation), light and dark, phone and desktop', () => {
  walkScreens('admin', ['/dashboard/vouchers', '/dashboard/plans', '/dashboard/withdrawals']);
});
