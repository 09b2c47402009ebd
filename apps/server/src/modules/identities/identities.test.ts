import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/crypto';
import { createUser } from '../../test/factories';
import { createPendingIdentity } from './pending';
import { codeIn, startMailCatcher, type CaughtMail } from '../../test/mail-catcher';
import { fragmentOf, OAuthBrowser } from '../../test/oauth-browser';
import { startOAuthStandIns, type OAuthStandIns, type StandInProvider } from '../../test/oauth-stand-in';
import { placeOrder } from '../../test/orders';
import { queueSettled } from '../../test/queue-settled';
import { totpCode } from '../../test/second-factor';
import { createTestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://giatsay.example.vn';
const PLACE = { phoneNumber: '0912 345 678', dormitory: 'KTX Khu B', building: 'B3', room: '512' };
let counter = 9000;
const nextId = () => String((counter += 1));
const newEmail = () => `sv-identity-${(counter += 1)}@st.tsa.test`;

describe('sign-up after a provider, linked sign-ins, unlinking', () => {
  let app: FastifyInstance;
  let providers: OAuthStandIns;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let regulationVersion: number;

  beforeAll(async () => {
    providers = await startOAuthStandIns({ publicUrl: PUBLIC_URL });
    mail = await startMailCatcher();
    app = await createTestApp({ env: { PUBLIC_URL, SMTP_URL: mail.url, ...providers.env } });
    regulationVersion = (await app.inject({ method: 'GET', url: '/api/regulations' })).json().version;
  });
  afterAll(async () => {
    await app.close();
    await providers.close();
    await mail.close();
  });

  /** A new person at `provider`: the completion token TSA hands the web app. */
  const newcomer = async (provider: StandInProvider, email: string | null = null) => {
    const landing = await new OAuthBrowser(app, providers).signInWith(provider, {
      id: nextId(),
      name: 'Võ Thị Hạnh',
      email,
    });
    expect(landing.pathname).toBe('/auth/complete');
    return fragmentOf(landing).get('token')!;
  };
  const askCode = (token: string, email: string) =>
    app.inject({ method: 'POST', url: '/api/auth/identity-signup/email-code', payload: { token, email } });
  const complete = (payload: Record<string, unknown>, query = '') =>
    app.inject({
      method: 'POST',
      url: `/api/auth/identity-signup/complete${query}`,
      payload: {
        firstName: 'Hạnh',
        lastName: 'Võ Thị',
        acceptedRegulationVersion: regulationVersion,
        ...PLACE,
        ...payload,
      },
    });
  const codeFor = async (email: string, n = 1): Promise<string> => codeIn((await mail.waitFor(email, n)) as CaughtMail);
  /** Moves a pending identity's timestamp `seconds` into the past, as if that time had gone by. */
  const moveBack = (column: string, token: string, seconds = 61) =>
    app.database.executeSql(
      `update pending_identities set ${column} = ${column} - make_interval(secs => $2) where token_hash = $1`,
      [sha256(token), seconds],
    );
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
  const auditDetails = async (action: string, actorId: string) => {
    const { rows } = await app.database.executeSql(
      `select details from audit_events where action = $1 and actor_id = $2 order by occurred_at`,
      [action, actorId],
    );
    return rows.map((row) => (row as { details: Record<string, unknown> }).details);
  };

  it('X: a new student proves an e-mail by code, completes the profile, is signed in and can order', async () => {
    const token = await newcomer('x');
    const email = newEmail();
    expect((await askCode(token, email)).statusCode).toBe(202);
    const code = await codeFor(email);

    const done = await complete({ token, email, code });
    expect(done.statusCode).toBe(201);
    expect(String(done.headers['set-cookie'])).toContain('refreshToken=');
    const { userInfo, accessToken } = done.json();
    expect(userInfo).toMatchObject({
      email,
      role: 'STUDENT',
      verified: true,
      firstName: 'Hạnh',
      lastName: 'Võ Thị',
      hasPassword: false,
    });
    const profile = (
      await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(accessToken) })
    ).json();
    expect(profile).toMatchObject({ dormitory: 'KTX Khu B', building: 'B3', room: '512', phoneNumber: '0912345678' });
    const { rows } = await app.database.executeSql(`select accepted_regulation_version as v from users where id = $1`, [
      userInfo.id,
    ]);
    expect(rows).toEqual([{ v: regulationVersion }]);

    const order = await placeOrder(app, bearer(accessToken));
    expect(order.status).toBe('PENDING');

    const methods = await app.inject({ method: 'GET', url: '/api/auth/sign-in-methods', headers: bearer(accessToken) });
    expect(methods.json()).toMatchObject({
      password: false,
      passkeys: 0,
      phone: null,
      identities: [{ provider: 'x' }],
    });
    expect(await auditDetails('auth.identity-linked', userInfo.id)).toEqual([{ provider: 'x', via: 'signup' }]);
    expect(await auditDetails('auth.signin', userInfo.id)).toEqual([{ method: 'x' }]);

    // The token is spent.
    expect((await complete({ token, email, code })).json().code).toBe('auth/session-expired');
  });

  it('Zalo: wrong codes are counted, five at most, even in a burst', async () => {
    const token = await newcomer('zalo');
    const email = newEmail();
    await askCode(token, email);
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 8 }, () => complete({ token, email, code: wrong })));
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((c) => c === 'auth/invalid-verification-code')).toHaveLength(5);
    expect(codes.filter((c) => c === 'auth/too-many-requests')).toHaveLength(3);
    expect((await complete({ token, email, code })).json().code).toBe('auth/too-many-requests');
  });

  it('Zalo: a code is resent after a minute at the soonest, and only the newest works', async () => {
    const token = await newcomer('zalo');
    const email = newEmail();
    expect((await askCode(token, email)).statusCode).toBe(202);
    const first = await codeFor(email);
    const soon = await askCode(token, email);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('auth/too-many-requests');

    // A minute later (the row is moved back, not the clock: the job queue keeps time by it).
    await moveBack('email_code_sent_at', token);
    expect((await askCode(token, email)).statusCode).toBe(202);
    const second = await codeFor(email, 2);
    if (first !== second) expect((await complete({ token, email, code: first })).statusCode).toBe(400);
    expect((await complete({ token, email, code: second })).statusCode).toBe(201);
  });

  it('refuses a code for another address than the one it was sent to, and an expired code', async () => {
    const token = await newcomer('x');
    const email = newEmail();
    await askCode(token, email);
    const code = await codeFor(email);
    const other = await complete({ token, email: newEmail(), code });
    expect(other.json().code).toBe('auth/missing-verification-code');
    await moveBack('email_code_expires_at', token, 10 * 60);
    expect((await complete({ token, email, code })).json().code).toBe('auth/code-expired');
  });

  it('GitHub with a verified e-mail needs no code; the regulations in force must be accepted', async () => {
    const email = newEmail();
    const token = await newcomer('github', email);
    const stale = await complete({ token, acceptedRegulationVersion: regulationVersion + 1 });
    expect(stale.json().code).toBe('regulations/not-accepted');
    const done = await complete({ token }, '?mobile=true');
    expect(done.statusCode).toBe(201);
    expect(done.json().userInfo.email).toBe(email);
    expect(done.headers['set-cookie']).toBeUndefined();
  });

  it('does not join an account through an e-mail the provider vouches for, even one created meanwhile', async () => {
    const email = newEmail();
    const token = await newcomer('facebook', email);
    const meanwhile = await createUser(app, { email });
    const done = await complete({ token });
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('auth/account-exists-with-different-credential');
    const { rows } = await app.database.executeSql(
      `select count(*)::int as n from user_identities where user_id = $1`,
      [meanwhile.id],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it("a phone sign-up completes with a proven e-mail: the number becomes the account's verified number", async () => {
    const phoneNumber = `+8493${nextId().padStart(7, '0')}`;
    // As the phone sign-in leaves it after a correct SMS code for a number no account has.
    const token = await createPendingIdentity(app.database.db, {
      purpose: 'signup',
      provider: 'phone',
      subject: phoneNumber,
      phoneNumber,
    });
    const email = newEmail();
    await askCode(token, email);
    const done = await complete({ token, email, code: await codeFor(email) }, '?mobile=true');
    expect(done.statusCode).toBe(201);
    const methods = await app.inject({
      method: 'GET',
      url: '/api/auth/sign-in-methods',
      headers: bearer(done.json().accessToken),
    });
    expect(methods.json()).toMatchObject({ password: false, identities: [], phone: { phoneNumber } });
    expect(await auditDetails('auth.signin', done.json().userInfo.id)).toEqual([{ method: 'phone' }]);
  });

  it('two completions racing with one token make one account', async () => {
    const email = newEmail();
    const token = await newcomer('facebook', email);
    const answers = await Promise.all([complete({ token }), complete({ token }), complete({ token })]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    // A loser that read the token before the winner committed meets the new account (its e-mail
    // is the one the provider vouched for); one that reads it after finds the token spent. Which
    // one depends on timing, and both refuse with a code the screen explains.
    for (const loser of answers.filter((a) => a.statusCode !== 201))
      expect(['auth/session-expired', 'auth/account-exists-with-different-credential']).toContain(loser.json().code);
    const { rows } = await app.database.executeSql(`select count(*)::int as n from users where email = $1`, [email]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('an e-mail proven by code that belongs to an account joins that account (second factor still asked)', async () => {
    const owner = await createUser(app, { email: newEmail(), secondFactor: true });
    const token = await newcomer('zalo');
    await askCode(token, owner.email);
    const done = await complete({ token, email: owner.email, code: await codeFor(owner.email) });
    expect(done.statusCode).toBe(401);
    const { challenge } = done.json().mfa;
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/second-factor',
      payload: { challenge, code: await totpCode(owner.totpSecret!) },
    });
    expect(second.json().userInfo.id).toBe(owner.id);
    const { rows } = await app.database.executeSql(
      `select count(*)::int as n from user_identities where user_id = $1 and provider = 'zalo'`,
      [owner.id],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('answers the same whether or not the typed address has an account', async () => {
    const owner = await createUser(app, { email: newEmail() });
    const known = await askCode(await newcomer('x'), owner.email);
    const stranger = newEmail();
    const unknown = await askCode(await newcomer('x'), stranger);
    expect([known.statusCode, known.json()]).toEqual([unknown.statusCode, unknown.json()]);
    await queueSettled(app, 'identity-mail');
    // Both mailboxes get a code: proving the owner's mailbox is what lets the identity join that account.
    expect(codeIn(await mail.waitFor(owner.email))).toMatch(/^\d{6}$/);
    expect(codeIn(await mail.waitFor(stranger))).toMatch(/^\d{6}$/);
  });

  it('opens a pending sign-up by its token, and says when it expired', async () => {
    const token = await newcomer('github', null);
    const lookup = await app.inject({ method: 'POST', url: '/api/auth/identity-signup/lookup', payload: { token } });
    expect(lookup.json()).toMatchObject({ purpose: 'signup', provider: 'github', verifiedEmail: null });
    await moveBack('expires_at', token, 30 * 60);
    const late = await app.inject({ method: 'POST', url: '/api/auth/identity-signup/lookup', payload: { token } });
    expect(late.json().code).toBe('auth/session-expired');
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/identity-signup/lookup',
      payload: { token: 'x'.repeat(43) },
    });
    expect(unknown.json().code).toBe('auth/session-expired');
  });

  it('lists the ways in and unlinks any but the last', async () => {
    const token = await newcomer('github', newEmail());
    const { accessToken, userInfo } = (await complete({ token }, '?mobile=true')).json();
    const headers = bearer(accessToken);
    // The only way in is GitHub: it cannot be removed.
    const last = await app.inject({ method: 'DELETE', url: '/api/auth/identities/github', headers });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('auth/last-sign-in-method');

    // A verified phone is a second way in; removing it keeps the number as a contact.
    await app.database.executeSql(`update users set phone_verified_at = now(), phone_number = $2 where id = $1`, [
      userInfo.id,
      `+8491${nextId().padStart(7, '0')}`,
    ]);
    const listed = await app.inject({ method: 'GET', url: '/api/auth/sign-in-methods', headers });
    expect(listed.json().phone).toMatchObject({ phoneNumber: expect.stringMatching(/^\+8491/) });
    expect((await app.inject({ method: 'DELETE', url: '/api/auth/identities/github', headers })).statusCode).toBe(204);
    const after = (await app.inject({ method: 'GET', url: '/api/auth/sign-in-methods', headers })).json();
    expect(after.identities).toEqual([]);
    expect((await app.inject({ method: 'DELETE', url: '/api/auth/identities/phone', headers })).json().code).toBe(
      'auth/last-sign-in-method',
    );
    expect(await auditDetails('auth.identity-unlinked', userInfo.id)).toEqual([{ provider: 'github' }]);

    const withPassword = await createUser(app, { phoneNumber: null });
    await app.database.executeSql(`update users set phone_verified_at = now(), phone_number = $2 where id = $1`, [
      withPassword.id,
      `+8498${nextId().padStart(7, '0')}`,
    ]);
    const own = {
      authorization: `Bearer ${(await app.inject({ method: 'POST', url: '/api/auth/signin?mobile=true', payload: { email: withPassword.email, password: withPassword.password } })).json().accessToken}`,
    };
    expect((await app.inject({ method: 'DELETE', url: '/api/auth/identities/phone', headers: own })).statusCode).toBe(
      204,
    );
    const profile = (await app.inject({ method: 'GET', url: '/api/users/profile', headers: own })).json();
    expect(profile.phoneNumber).toMatch(/^\+8498/);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/sign-in-methods', headers: own })).json().phone,
    ).toBeNull();
  });
});
