import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { afterSignInPath } from '../lib/return-to';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * For the sign-in and sign-up screens: a signed-in user has nothing to do there and goes to
 * `returnTo` (when their role may open it) or their home. It is also what moves a user on
 * right after signing in, so every way of signing in lands in the same place.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [params] = useSearchParams();
  if (user) return <Navigate to={afterSignInPath(user.role, params.get('returnTo'))} replace />;
  return <>{children}</>;
}
