import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import type { RequestOrigin } from '../../lib/request-origin';
import { recordAuditEvent } from '../audit';
import { knownDevice } from './device-cookie';

/** One sign-in step's hold on the throttles: kept when it fails, given back when it succeeds. */
export interface SignInAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

export interface SignInAttemptInput {
  origin: RequestOrigin;
  /** The e-mail as typed (lower-cased): unknown addresses are throttled like real ones. */
  account: string;
  user: UserRow | undefined;
  /** The device cookie the browser sent, if any. */
  deviceCookie: string | undefined;
}

/**
 * Reserves one try of a sign-in step (password or second factor) before it is checked, so a
 * burst cannot slip past together: per IP, and then per device for a browser that signed in to
 * this account before (a valid device cookie), per account for any other. Strangers' failures
 * therefore lock the account for unknown devices only; its owner's browser still signs in. The
 * failure that starts a lock is written to the security log, so the admin sees the attack.
 */
export async function reserveSignInAttempt(app: FastifyInstance, input: SignInAttemptInput): Promise<SignInAttempt> {
  const { origin, account, user } = input;
  const deviceId = user ? knownDevice(app, input.deviceCookie, user.id) : undefined;
  const counter = deviceId
    ? { rule: 'signinPerDevice' as const, key: `${user!.id}:${deviceId}` }
    : { rule: 'signinPerAccount' as const, key: account };
  await app.rateLimiter.consume('signinPerIp', origin.ip);
  const left = await app.rateLimiter.consume(counter.rule, counter.key);
  return {
    async failed() {
      if (left > 0 || !user) return;
      await recordAuditEvent(app.database.db, {
        action: 'auth.signin-locked',
        actorId: user.id,
        origin,
        details: {
          scope: deviceId ? 'device' : 'unknown-devices',
          minutes: Math.ceil(app.rateLimiter.rules[counter.rule].windowSeconds / 60),
        },
      });
    },
    async succeeded() {
      await Promise.all([
        app.rateLimiter.refund('signinPerIp', origin.ip),
        app.rateLimiter.refund(counter.rule, counter.key),
      ]);
    },
  };
}
