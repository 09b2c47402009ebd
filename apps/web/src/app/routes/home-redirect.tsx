import { Navigate } from 'react-router';
import { paths, ROLE_HOME } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

/** `/`: the landing page for visitors, the role's home for a signed-in user. */
export function HomeRedirect() {
  const { user } = useAuth();
  return <Navigate to={user ? ROLE_HOME[user.role] : paths.landing} replace />;
}
