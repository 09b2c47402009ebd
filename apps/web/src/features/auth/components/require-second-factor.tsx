import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { awaitsSecondFactor } from '@/lib/auth/second-factor-gate';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * An admin without a second factor is sent to enrol before anything else of the dashboard
 * (the API refuses their admin calls until then). Unknown (an old stored copy of the user)
 * lets them through: the API still decides.
 */
export function RequireSecondFactor({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (awaitsSecondFactor(user) && location.pathname !== paths.dashboard.security) {
    return <Navigate to={paths.dashboard.security} replace />;
  }
  return <>{children}</>;
}
