import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referrals, users } from '../../db/schema';
import { codeIn, startMailCatcher } from '../../test/mail-catcher';
import { createTestApp } from '../../test/test-app';
import { signedIn } from '../../test/orders';
import { createPendingIdentity } from '../identities';

let counter = 0;
const newEmail = () => `gt${Date.now()}${counter++}@st.tsa.test`;

/** "Mã giới thiệu (không bắt buộc)" on the e-mail sign-up: the referral is made with the account. */
describe('a referral code given at sign-up', () => {
  let app: FastifyInstance;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let regulationVersion: number;

  beforeAll(async () => {
    mail = await startMailCatcher();
    app = await createTestApp({ env: { SMTP_URL: mail.url } });
    regulationVersion = (await app.inject({ method: 'GET', url: '/api/regulations' })).json().version;
  });
  afterAll(async () => {
    await app.close();
    await mail.close();
  });

  async function signUp(referralCode: string) {
    const email = newEmail();
    const started = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/initiate',
      payload: {
        email,
        password: 'phoi-do-kho-2026',
        firstName: 'Lan',
        lastName: 'Trần Thị',
        acceptedRegulationVersion: regulationVersion,
      },
    });
    expect(started.statusCode).toBe(202);
    const code = codeIn(await mail.waitFor(email));
    const done = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/complete',
      payload: {
        email,
        code,
        phoneNumber: '0987 654 321',
        dormitory: 'KTX Khu B',
        building: 'B3',
        room: '512',
        referralCode,
      },
    });
    return { email, code, done };
  }

  it('makes the referral with the account', async () => {
    const referrer = await signedIn(app, { phoneNumber: '0911111111' });
    const { code } = (await app.inject({ method: 'GET', url: '/api/referrals/me', headers: referrer.headers })).json();
    const { done } = await signUp(` ${code.toLowerCase()} `);
    expect(done.statusCode, done.body).toBe(201);
    const [referral] = await app.database.db.select().from(referrals).where(eq(referrals.refereeId, done.json().id));
    expect(referral).toMatchObject({ referrerId: referrer.user.id, status: 'PENDING', refereeDiscount: 20_000 });
  });

  it('refuses an unknown code under its field and creates no account, and an empty one is no code', async () => {
    const { email, done } = await signUp('KHONGCO99');
    expect(done.statusCode).toBe(400);
    expect(done.json()).toMatchObject({
      code: 'referrals/invalid-code',
      fields: { referralCode: 'Mã giới thiệu không tồn tại' },
    });
    expect(await app.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const empty = await signUp('');
    expect(empty.done.statusCode).toBe(201);
  });

  /** A phone sign-up at /auth/complete: the e-mail proved by its code, the code given on the profile. */
  async function phoneSignUp(phoneNumber: string, referralCode: string) {
    const token = await createPendingIdentity(app.database.db, {
      purpose: 'signup',
      provider: 'phone',
      subject: phoneNumber,
      phoneNumber,
    });
    const email = newEmail();
    await app.inject({ method: 'POST', url: '/api/auth/identity-signup/email-code', payload: { token, email } });
    const code = codeIn(await mail.waitFor(email));
    return app.inject({
      method: 'POST',
      url: '/api/auth/identity-signup/complete',
      payload: {
        token,
        email,
        code,
        firstName: 'Hạnh',
        lastName: 'Võ Thị',
        acceptedRegulationVersion: regulationVersion,
        phoneNumber,
        dormitory: 'KTX Khu B',
        building: 'B3',
        room: '512',
        referralCode,
      },
    });
  }

  it('makes the referral on the profile completion of a phone sign-up, once per phone number', async () => {
    const referrer = await signedIn(app, { phoneNumber: '0922222222' });
    const { code } = (await app.inject({ method: 'GET', url: '/api/referrals/me', headers: referrer.headers })).json();
    const done = await phoneSignUp('+84933333333', code);
    expect(done.statusCode, done.body).toBe(201);
    const [referral] = await app.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.refereeId, done.json().userInfo.id));
    expect(referral).toMatchObject({ referrerId: referrer.user.id, status: 'PENDING' });
    // The referrer's own number, on a new account: a self-referral, and no account is made.
    const self = await phoneSignUp('0922 222 222', code);
    expect(self.json()).toMatchObject({ code: 'referrals/self', fields: { referralCode: expect.any(String) } });
  });
});
