import type { OAuthProvider, Role } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestOrigin } from '../../lib/request-origin';
import { recordAuditEvent } from '../audit';
import { startSession } from '../auth';
import { createPendingIdentity, findUserByIdentity, linkIdentity, touchIdentity } from '../identities';
import { hasSecondFactor, secondFactorRequired } from '../second-factor';
import { findLiveUserByEmail, findLiveUserById } from '../users';
import type { OAuthAdapter, ProviderProfile } from './providers';
import { ProviderCallError } from './provider-request';
import type { OAuthFlow } from './state-cookie';

/** Where each role manages its own ways in (the web app's account pages). */
const ACCOUNT_PAGE: Record<Role, string> = {
  STUDENT: '/student/account',
  STAFF: '/staff/account',
  ADMIN: '/dashboard/security',
};

/** How a callback ends: a new session for the browser, or a page of the web app to go to. */
export type CallbackOutcome =
  | { kind: 'signed-in'; user: UserRow; session: { accessToken: string; refreshToken: string } }
  | { kind: 'redirect'; path: string };

/** The provider's answer to the code, as the person is told of a failure. */
async function profileFor(adapter: OAuthAdapter, code: string, flow: OAuthFlow): Promise<ProviderProfile> {
  try {
    return await adapter.profile(await adapter.accessToken(code, flow.codeVerifier));
  } catch (error) {
    if (!(error instanceof ProviderCallError)) throw error;
    // A refused code (wrong verifier, reused or injected code) means this flow cannot finish: start again.
    throw new AppError(error.kind === 'refused' ? 'auth/invalid-oauth-state' : 'auth/provider-unreachable');
  }
}

async function signInKnown(
  app: FastifyInstance,
  provider: OAuthProvider,
  user: UserRow,
  subject: string,
  origin: RequestOrigin,
): Promise<CallbackOutcome> {
  if (user.status === 'BANNED') {
    await recordAuditEvent(app.database.db, {
      action: 'auth.signin-failed',
      actorId: user.id,
      actorEmail: user.email,
      origin,
      details: { reason: 'banned', method: provider },
    });
    throw new AppError('auth/user-disabled');
  }
  await touchIdentity(app.database.db, provider, subject);
  // The provider vouches for the person, not for the second factor: it is still asked.
  if (hasSecondFactor(user)) {
    const required = await secondFactorRequired(app, user, ['fed']);
    return { kind: 'redirect', path: `/auth/sign-in#mfa=${encodeURIComponent(required.mfa!.challenge)}` };
  }
  const session = await startSession(app, user, origin, provider, ['fed']);
  return { kind: 'signed-in', user, session };
}

async function linkToSignedIn(
  app: FastifyInstance,
  provider: OAuthProvider,
  profile: ProviderProfile,
  userId: string | undefined,
  origin: RequestOrigin,
): Promise<CallbackOutcome> {
  const db = app.database.db;
  const user = userId ? await findLiveUserById(db, userId) : undefined;
  if (!user) throw new AppError('auth/invalid-oauth-state');
  const linked = await db.transaction(async (tx) => {
    const done = await linkIdentity(tx, {
      userId: user.id,
      provider,
      subject: profile.subject,
      displayName: profile.displayName,
      email: profile.verifiedEmail,
    });
    if (done) {
      await recordAuditEvent(tx, {
        action: 'auth.identity-linked',
        actorId: user.id,
        actorEmail: user.email,
        origin,
        details: { provider, via: 'account-page' },
      });
    }
    return done;
  });
  if (!linked) throw new AppError('auth/credential-already-in-use');
  return { kind: 'redirect', path: `${ACCOUNT_PAGE[user.role]}?linked=${provider}` };
}

/**
 * Finishes a flow whose state matched: the account the identity belongs to signs in (or the
 * identity joins the signed-in account that asked to link it). An identity TSA does not know
 * waits behind a token: for the owner of the account with the same e-mail to prove that account
 * (never linked silently: the provider vouches for an address it does not host), or for the new
 * student to complete the profile.
 */
export async function finishOAuth(
  app: FastifyInstance,
  adapter: OAuthAdapter,
  flow: OAuthFlow,
  code: string,
  origin: RequestOrigin,
): Promise<CallbackOutcome> {
  const provider = adapter.provider;
  const profile = await profileFor(adapter, code, flow);
  const db = app.database.db;

  const known = await findUserByIdentity(db, provider, profile.subject);
  if (known) {
    if (flow.intent === 'link') {
      if (known.id !== flow.userId) throw new AppError('auth/credential-already-in-use');
      return { kind: 'redirect', path: `${ACCOUNT_PAGE[known.role]}?linked=${provider}` };
    }
    return signInKnown(app, provider, known, profile.subject, origin);
  }
  if (flow.intent === 'link') return linkToSignedIn(app, provider, profile, flow.userId, origin);

  const pending = {
    provider,
    subject: profile.subject,
    displayName: profile.displayName,
    verifiedEmail: profile.verifiedEmail,
    firstName: profile.firstName,
    lastName: profile.lastName,
    // No outside avatar: the pages' CSP shows images from our own origin only, and the
    // providers' picture addresses expire or track whoever loads them.
    photoUrl: null,
  };
  const owner = profile.verifiedEmail ? await findLiveUserByEmail(db, profile.verifiedEmail) : undefined;
  if (owner) {
    const token = await createPendingIdentity(db, { ...pending, purpose: 'link' });
    return { kind: 'redirect', path: `/auth/link#token=${encodeURIComponent(token)}&provider=${provider}` };
  }
  const token = await createPendingIdentity(db, { ...pending, purpose: 'signup' });
  return { kind: 'redirect', path: `/auth/complete#token=${encodeURIComponent(token)}` };
}
