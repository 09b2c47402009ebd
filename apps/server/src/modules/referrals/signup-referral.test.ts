import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referrals, users } from '../../db/schema';
import { codeIn, startMailCatcher } from '../../test/mail-catcher';
import { createTestApp } from '../../test/test-app';
import { signedIn } from '../../test/orders';

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
});
