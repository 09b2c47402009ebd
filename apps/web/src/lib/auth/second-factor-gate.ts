/**
 * An admin without a second factor holds a session only to enrol (decision 030): the API and the
 * socket refuse them everything else, so nothing else is asked of them until they have enrolled.
 * Unknown (an old stored copy of the user) is not waiting: the API still decides.
 */
export function awaitsSecondFactor(user: { role: string; secondFactor?: boolean } | null | undefined): boolean {
  return user?.role === 'ADMIN' && user.secondFactor === false;
}
