/**
 * Claims of access tokens whose signature was already checked, by the token's exact text.
 * Checking an HS256 signature through WebCrypto costs more than the rest of an authenticated
 * request's own work (bench/RESULTS.md, API overhead), and a phone repeats the same token for
 * its whole lifetime. Only the signature check is remembered: expiry is checked again on every
 * use, and the session behind the token is still read from the database on every request.
 */
export class VerifiedTokens<Claims extends { expiresAt: Date }> {
  readonly #claims = new Map<string, Claims>();

  constructor(private readonly capacity = 10_000) {}

  /** The remembered claims, while the token has not expired. */
  get(token: string, now = Date.now()): Claims | undefined {
    const claims = this.#claims.get(token);
    if (claims && claims.expiresAt.getTime() <= now) {
      this.#claims.delete(token);
      return undefined;
    }
    return claims;
  }

  set(token: string, claims: Claims): void {
    // Oldest first: a Map iterates in insertion order.
    if (this.#claims.size >= this.capacity) this.#claims.delete(this.#claims.keys().next().value!);
    this.#claims.set(token, claims);
  }
}
