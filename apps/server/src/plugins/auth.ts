import type { PasswordPolicy, Role } from '@tsa/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { AppError } from '../lib/app-error';
import { loadSigningSecret } from '../lib/signing-secret';
import { VerifiedTokens } from '../lib/verified-tokens';
import type { UserRow } from '../db/schema';
import { passwordPolicyFrom } from '../modules/auth/password-policy';
import { findSessionUser } from '../modules/users/repository';
import type { Db } from '../db/client';

/** What a valid access token says: whose it is, the session it belongs to, when it expires. */
export interface AccessClaims {
  userId: string;
  /** The refresh-token family the token was issued with: the session a sign-out ends. */
  sessionId: string;
  expiresAt: Date;
  /**
   * How the session was signed in (RFC 8176): ['pwd'], ['email'], or ['hwk', 'user'] for a
   * passkey with user verification, which counts as two factors.
   */
  amr: string[];
}

export interface AccessTokens {
  /**
   * `amr`: how the session was signed in (RFC 8176 names, e.g. ['hwk', 'user'] for a passkey).
   * `issuedAt` (default now) fixes the token's times: the same inputs sign the same token, which
   * is how refreshes of one token at the same moment all get the same pair.
   */
  sign(user: Pick<UserRow, 'id' | 'role'>, sessionId: string, amr?: string[], issuedAt?: Date): Promise<string>;
  /** The claims of a valid access token; throws 401 otherwise. */
  verify(token: string): Promise<AccessClaims>;
  /** A secret for keyed hashes (verification codes), shared by every instance. */
  secret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: AccessTokens;
    passwordPolicy: PasswordPolicy;
    /** onRequest hook: a valid bearer token of an active user, else 401/403. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler hook factory: the signed-in user has one of `roles`, else 403. */
    authorize(...roles: Role[]): (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** Open to an admin who has not enrolled a second factor yet (their profile, the enrolment). */
    beforeSecondFactor?: boolean;
  }
  interface FastifyRequest {
    user: UserRow;
    /** The session (refresh-token family) of the bearer token. */
    sessionId: string;
  }
}

const ISSUER = 'tsa';
/** Access tokens are for this API only; a token minted for another audience is refused. */
export const AUDIENCE = 'tsa-api';

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  const secretText = await loadSigningSecret(app.config, app.database.db);
  // Imported once: jose would import raw bytes again on every signature.
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secretText),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const ttl = app.config.ACCESS_TOKEN_TTL_SECONDS;
  const verified = new VerifiedTokens<AccessClaims>();

  const tokens: AccessTokens = {
    secret: secretText,
    sign: (user, sessionId, amr = ['pwd'], issuedAt = new Date()) => {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({ role: user.role, sid: sessionId, amr })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttl)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        const { sub, sid, exp, amr } = payload;
        if (!sub || typeof sid !== 'string' || !exp) throw new AppError('auth/invalid-credential');
        const methods = Array.isArray(amr) ? amr.filter((m): m is string => typeof m === 'string') : ['pwd'];
        const claims = { userId: sub, sessionId: sid, expiresAt: new Date(exp * 1000), amr: methods };
        verified.set(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new AppError('auth/user-token-expired');
        throw new AppError('auth/invalid-credential');
      }
    },
  };
  app.decorate('tokens', tokens);
  app.decorate('passwordPolicy', passwordPolicyFrom(app.config));
  app.decorateRequest('user', null as unknown as UserRow);
  app.decorateRequest('sessionId', '');

  // The user and their session are read on every request (one indexed query, decision 019) so
  // a sign-out, password change, ban or deletion takes effect at once on every instance, not
  // when the short-lived access token expires.
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new AppError('auth/unauthenticated');
    const claims = await tokens.verify(token);
    request.user = await liveSessionUser(app.database.db, claims);
    request.sessionId = claims.sessionId;
    // An admin without a second factor holds a session only to enrol: every route refuses them
    // except the few marked `beforeSecondFactor` (profile, enrolment), decision 030. Same test
    // as the second-factor module's hasSecondFactor.
    if (
      request.user.role === 'ADMIN' &&
      request.user.secondFactorAt === null &&
      // A passkey sign-in already proved two factors (something held, and the user's PIN or body).
      !(claims.amr.includes('hwk') && claims.amr.includes('user')) &&
      !request.routeOptions.config.beforeSecondFactor
    ) {
      throw new AppError('auth/multi-factor-enrollment-required');
    }
  });

  const roleChecks = new WeakSet<object>();
  app.decorate('authorize', (...roles: Role[]) => {
    const check = async (request: FastifyRequest) => {
      if (!request.user) throw new AppError('auth/unauthenticated');
      if (!roles.includes(request.user.role)) throw new AppError('auth/forbidden');
    };
    roleChecks.add(check);
    return check;
  });

  // A role check must run before the body is validated (onRequest or preValidation), or the
  // validation errors would teach anyone the rules of a route they may not call. Checked on
  // the route table itself: the app refuses to start with a role check in a later hook.
  app.addHook('onRoute', (route) => {
    const late = [route.preHandler, route.preSerialization, route.onSend].flat().filter(Boolean) as object[];
    if (late.some((hook) => roleChecks.has(hook))) {
      throw new Error(
        `${String(route.method)} ${route.url}: app.authorize phải chạy ở onRequest hoặc preValidation, trước khi kiểm tra dữ liệu`,
      );
    }
  });
});

/** The user of a token whose session is still open; 401 when it ended, 403 when the user is banned. */
export async function liveSessionUser(db: Db, claims: AccessClaims): Promise<UserRow> {
  const found = await findSessionUser(db, claims.userId, claims.sessionId);
  if (!found) throw new AppError('auth/user-not-found', { statusCode: 401 });
  if (found.user.status === 'BANNED') throw new AppError('auth/user-disabled');
  if (!found.sessionLive) throw new AppError('auth/user-token-expired');
  return found.user;
}
