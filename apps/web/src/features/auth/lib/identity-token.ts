import { paths } from '@/config/paths';

/**
 * The server hands pending sign-ups and links over in the address's fragment (`#token=…`), which
 * never reaches a server log nor a Referer. The page reads it once and takes it out of the
 * address bar (lib/use-fragment-token), so a copied or shared address carries no token.
 */
export function readFragment(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

/** /auth/complete#token=…: completing the sign-up a phone number or a provider started. */
export function identitySignupPath(token: string): string {
  return `${paths.auth.completeIdentitySignup}#token=${encodeURIComponent(token)}`;
}
