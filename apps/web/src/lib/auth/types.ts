import type { User } from '@tsa/shared';
import { ROLES, USER_STATUSES } from '@tsa/shared/enums';

/**
 * The user as the web app holds it: the shared User, of which only the fields the contract checks
 * are guaranteed (a `user_data` copy may be older than the current schema).
 */
export type AuthUser = Pick<User, 'id' | 'firstName' | 'lastName' | 'role' | 'status'> &
  Partial<Omit<User, 'id' | 'firstName' | 'lastName' | 'role' | 'status' | 'createdAt'>> & {
    /** A Date when it comes from the API client, a string when read back from the cookie. */
    createdAt?: Date | string;
    /** Set on the client: how this session was obtained (the contract's `jwt` flavour here). */
    authMethod?: 'jwt';
  };

export interface AuthState {
  isAuthenticated: boolean;
  isInitialized: boolean;
  user: AuthUser | null;
  /** The last session ended by itself (not signed out): the sign-in page says why it is shown. */
  sessionEnded?: boolean;
}

/**
 * The contract's rule for trusting a user object: id, firstName, lastName, role and status must
 * be there. Anything less (an old cookie, a half-failed response) is not a session.
 */
export function isCompleteUser(value: unknown): value is AuthUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    user.id !== '' &&
    typeof user.firstName === 'string' &&
    typeof user.lastName === 'string' &&
    (ROLES as readonly unknown[]).includes(user.role) &&
    (USER_STATUSES as readonly unknown[]).includes(user.status)
  );
}

/** "Nguyễn Văn An": Vietnamese names put the family name (lastName) first. */
export function fullName(user: Pick<AuthUser, 'firstName' | 'lastName'>): string {
  return [user.lastName, user.firstName].filter(Boolean).join(' ').trim();
}
