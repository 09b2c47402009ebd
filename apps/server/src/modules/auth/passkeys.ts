import type { Passkey } from '@tsa/shared';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findLiveUserById } from '../users';
import {
  deleteExpiredChallenges,
  findPasskeyByCredentialId,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  recordPasskeyUse,
  takeChallenge,
  type ChallengePurpose,
  type PasskeyRow,
} from './passkeys-repository';

/** How long the browser has to answer a WebAuthn challenge. */
const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * A passkey sign-in is two factors at once (something held, verified by the user's PIN or
 * biometrics): RFC 8176's `hwk` and `user`. Admin second-factor rules accept this `amr`.
 */
export const PASSKEY_AMR = ['hwk', 'user'];

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The relying party: the host of PUBLIC_URL and its origin. WebAuthn refuses an IP address as
 * RP ID, so on a loopback PUBLIC_URL (development, tests) the RP ID is `localhost` and the app
 * opened as http://localhost:<port> is accepted too.
 */
export function relyingParty(app: FastifyInstance): { rpID: string; origins: string[] } {
  const url = new URL(app.config.publicUrl);
  if (!LOOPBACK_HOSTS.has(url.hostname)) return { rpID: url.hostname, origins: [url.origin] };
  const local = new URL(url.origin);
  local.hostname = 'localhost';
  return { rpID: 'localhost', origins: [...new Set([url.origin, local.origin])] };
}

export const presentPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  backedUp: row.backedUp,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const failed = () => new AppError('auth/passkey-failed');

async function newChallenge(
  app: FastifyInstance,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<string> {
  const db = app.database.db;
  await deleteExpiredChallenges(db);
  return insertChallenge(db, { challenge, purpose, userId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
}

/** Options for the browser to create a discoverable passkey for the signed-in user. */
export async function registrationOptions(app: FastifyInstance, user: UserRow) {
  const existing = await listPasskeys(app.database.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: 'TSA · Giặt sấy ký túc xá',
    rpID: relyingParty(app).rpID,
    userName: user.email,
    userDisplayName: `${user.lastName} ${user.firstName}`.trim(),
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const challengeId = await newChallenge(app, options.challenge, 'registration', user.id);
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

type Transports = NonNullable<Parameters<typeof verifyAuthenticationResponse>[0]['credential']['transports']>;
const transportsOf = (row: PasskeyRow) => row.transports as Transports;

/** Checks the browser's answer to a registration challenge and keeps the new passkey. */
export async function registerPasskey(
  app: FastifyInstance,
  user: UserRow,
  input: { challengeId: string; name: string; response: unknown },
): Promise<Passkey> {
  const db = app.database.db;
  const challenge = await takeChallenge(db, input.challengeId, 'registration', user.id);
  if (!challenge) throw failed();
  const { rpID, origins } = relyingParty(app);
  const verification = await verifyRegistrationResponse({
    response: input.response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: origins,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) throw failed();
  const { credential, credentialBackedUp } = verification.registrationInfo;
  if (await findPasskeyByCredentialId(db, credential.id)) throw failed();
  const row = await insertPasskey(db, {
    userId: user.id,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name: input.name,
    backedUp: credentialBackedUp,
  });
  return presentPasskey(row);
}

/** Options for signing in with any passkey of this site (discoverable, so no e-mail first). */
export async function authenticationOptions(app: FastifyInstance) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(app).rpID,
    userVerification: 'required',
  });
  const challengeId = await newChallenge(app, options.challenge, 'authentication', null);
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/**
 * Checks a passkey sign-in: the challenge is taken once, the signature must verify with the
 * stored public key, the user must have been verified, and the signature counter must move
 * forward (a cloned authenticator would repeat or go back).
 */
export async function verifyPasskeySignin(
  app: FastifyInstance,
  input: { challengeId: string; response: { id: string } },
): Promise<UserRow> {
  const db = app.database.db;
  const challenge = await takeChallenge(db, input.challengeId, 'authentication', null);
  if (!challenge) throw failed();
  const passkey = await findPasskeyByCredentialId(db, input.response.id);
  if (!passkey) throw failed();
  const { rpID, origins } = relyingParty(app);
  const verification = await verifyAuthenticationResponse({
    response: input.response as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: origins,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: Buffer.from(passkey.publicKey, 'base64url'),
      counter: passkey.counter,
      transports: transportsOf(passkey),
    },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) throw failed();
  if (!(await recordPasskeyUse(db, passkey, verification.authenticationInfo.newCounter))) throw failed();
  const user = await findLiveUserById(db, passkey.userId);
  if (!user) throw failed();
  return user;
}
