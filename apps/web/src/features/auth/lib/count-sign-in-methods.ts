import type { SignInMethods } from '@tsa/shared';

/** How many ways into the account there are; the last one can never be removed. */
export function countSignInMethods(methods: SignInMethods, passkeys = methods.passkeys): number {
  return (methods.password ? 1 : 0) + passkeys + (methods.phone ? 1 : 0) + methods.identities.length;
}
