import type { Role } from '@tsa/shared';
import { paths, ROLE_HOME } from '@/config/paths';

/** The area prefixes and who may open them; the router's <RequireRole> says the same. */
const AREAS: { prefix: string; roles: readonly Role[] | 'any' }[] = [
  { prefix: paths.dashboard.root, roles: ['ADMIN'] },
  { prefix: paths.student.root, roles: ['STUDENT'] },
  { prefix: paths.staff.root, roles: ['STAFF'] },
  { prefix: paths.notifications, roles: 'any' },
  { prefix: paths.tickets, roles: 'any' },
  { prefix: paths.regulations, roles: 'any' },
];

function within(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * `returnTo` when it is a path of this site that `role` may open (its own area or a shared
 * signed-in page), else null. Anything else — another origin, `//evil.example`, a sign-in
 * page, another role's area — must not be where a fresh sign-in lands.
 */
export function allowedReturnTo(role: Role, returnTo: string | null | undefined): string | null {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(returnTo, 'http://tsa.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://tsa.invalid') return null;
  const area = AREAS.find((candidate) => within(url.pathname, candidate.prefix));
  if (!area || (area.roles !== 'any' && !area.roles.includes(role))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a user goes right after signing in: back to `returnTo` when allowed, else home. */
export function afterSignInPath(role: Role, returnTo: string | null | undefined): string {
  return allowedReturnTo(role, returnTo) ?? ROLE_HOME[role];
}
