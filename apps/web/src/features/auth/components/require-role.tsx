import type { Role } from '@tsa/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath, paths } from '@/config/paths';
import { isAccountDisabledPending } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

export interface RequireRoleProps {
  /** The roles allowed into the wrapped routes. */
  roles: readonly Role[];
  children: ReactNode;
}

/**
 * The single place where an area's access rule is enforced; every protected branch of the
 * router is wrapped in it: signed out → /auth?returnTo=<this page>, banned → /banned,
 * another role's area → /401.
 */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) {
    // A ban found by the start-up profile fetch leaves no user, but it is a ban, not a sign-out.
    if (isAccountDisabledPending()) return <Navigate to={paths.banned} replace />;
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  if (user.status === 'BANNED') return <Navigate to={paths.banned} replace />;
  if (!roles.includes(user.role)) return <Navigate to={paths.unauthorized} replace />;
  return <>{children}</>;
}
