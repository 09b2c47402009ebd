import type { Role } from '@tsa/shared';
import type { ReactNode } from 'react';

export interface RequireRoleProps {
  /** The roles allowed into the wrapped routes. */
  roles: readonly Role[];
  children: ReactNode;
}

/**
 * The single place where an area's access rule is enforced; every protected branch of the
 * router is wrapped in it. For now it lets everyone through, so the shell stays browsable
 * before sign-in exists; the accounts work turns it into the real check (signed out →
 * /auth?returnTo=…, wrong role → /401, banned → /banned) without touching the router.
 */
export function RequireRole({ children }: RequireRoleProps) {
  return <>{children}</>;
}
