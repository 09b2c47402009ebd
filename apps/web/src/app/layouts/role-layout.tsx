import { useAuth } from '@/lib/auth/use-auth';
import { DashboardLayout } from './dashboard-layout';
import { PublicLayout } from './public-layout';
import { StaffLayout } from './staff-layout';
import { StudentLayout } from './student-layout';

/**
 * For pages every role shares (/notifications, /tickets, /regulations): the frame of the
 * current user's own area, so the navigation around them stays familiar. A visitor who is not
 * signed in gets the student frame, or the public one for public pages.
 */
export function RoleLayout({ signedOut = 'student' }: { signedOut?: 'student' | 'public' }) {
  const { user } = useAuth();
  if (user?.role === 'ADMIN') return <DashboardLayout />;
  if (user?.role === 'STAFF') return <StaffLayout />;
  if (!user && signedOut === 'public') return <PublicLayout contained />;
  return <StudentLayout />;
}
