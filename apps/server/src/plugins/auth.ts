import type { PasswordPolicy, Role } from '@tsa/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { AppError } from '../lib/app-error';
import { getOrCreateSetting } from '../lib/app-settings';
import { randomToken } from '../lib/crypto';
import type { UserRow } from '../db/schema';
import { passwordPolicyFrom } from '../modules/auth/password-policy';
import { findLiveUserById } from '../modules/users/repository';

export interface AccessTokens {
  sign(user: Pick<UserRow, 'id' | 'role'>): Promise<string>;
  /** The user id of a valid access token; throws 401 otherwise. */
  verify(token: string): Promise<string>;
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
  interface FastifyRequest {
    user: UserRow;
  }
}

const ISSUER = 'tsa';

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  const secretText = app.config.JWT_SECRET ?? (await getOrCreateSetting(app.database.db, 'jwt_secret', () => randomToken(48)));
  const key = new TextEncoder().encode(secretText);
  const ttl = app.config.ACCESS_TOKEN_TTL_SECONDS;

  const tokens: AccessTokens = {
    secret: secretText,
    sign: (user) =>
      new SignJWT({ role: user.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttl}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (!payload.sub) throw new AppError('auth/invalid-credential');
        return payload.sub;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new AppError('auth/user-token-expired');
        throw new AppError('auth/invalid-credential');
      }
    },
  };
  app.decorate('tokens', tokens);
  app.decorate('passwordPolicy', passwordPolicyFrom(app.config));
  app.decorateRequest('user', null as unknown as UserRow);

  // The user is read on every request so a ban or deletion takes effect at once,
  // not when the short-lived access token expires.
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new AppError('auth/unauthenticated');
    const userId = await tokens.verify(token);
    const user = await findLiveUserById(app.database.db, userId);
    if (!user) throw new AppError('auth/user-not-found', { statusCode: 401 });
    if (user.status === 'BANNED') throw new AppError('auth/user-disabled');
    request.user = user;
  });

  app.decorate('authorize', (...roles: Role[]) => async (request: FastifyRequest) => {
    if (!request.user) throw new AppError('auth/unauthenticated');
    if (!roles.includes(request.user.role)) throw new AppError('auth/forbidden');
  });
});
