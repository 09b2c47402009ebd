import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/**
 * /auth/sign-in, where the server's provider callback sends errors (`?error=`) and second
 * factors (`#mfa=`): the sign-in page itself, with the query and the fragment kept.
 */
export function SignInAlias() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.auth.login, search, hash }} replace />;
}
