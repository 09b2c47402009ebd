import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, pendingSignups } from '../../db/schema';
import { hashPassword, hmac, randomToken, sha256 } from '../../lib/crypto';
import { createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { insertPasswordReset } from './repository';
import { CODE_MAX_ATTEMPTS } from './signup';

const RIGHT = '424242';
const WRONG = '131313';
const ROOM = { phoneNumber: '0912 345 678', dormitory: 'KTX Khu B', building: 'B3', room: '512' };

/** The per-code limit is what these tests measure: the per-account throttle is set out of the way. */
const ROOMY = { codeCheckPerAccount: { limit: 1000, windowSeconds: 900 } };

describe('attempt limits of e-mailed codes under parallel guesses', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ rateRules: ROOMY });
  });
  afterAll(async () => app.close());

  const codes = (status: number[], code: number) => status.filter((s) => s === code).length;

  it('checks at most 5 of 50 parallel wrong sign-up codes; the right code is refused afterwards', async () => {
    const email = `dua-${randomToken(6).toLowerCase()}@st.tsa.test`;
    await app.database.db.insert(pendingSignups).values({
      email,
      passwordHash: await hashPassword('phoi-do-kho-2026'),
      firstName: 'Lan',
      lastName: 'Trần',
      codeHash: hmac(app.tokens.secret, RIGHT),
      codeExpiresAt: new Date(Date.now() + 600_000),
    });
    const complete = (code: string) =>
      app.inject({ method: 'POST', url: '/api/auth/signup/complete', payload: { email, code, ...ROOM } });

    const answers = await Promise.all(Array.from({ length: 50 }, () => complete(WRONG)));
    const statuses = answers.map((a) => a.statusCode);
    expect(codes(statuses, 400)).toBe(CODE_MAX_ATTEMPTS);
    expect(codes(statuses, 429)).toBe(50 - CODE_MAX_ATTEMPTS);

    const [row] = await app.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, email));
    expect(row!.attempts).toBe(CODE_MAX_ATTEMPTS);
    const late = await complete(RIGHT);
    expect(late.statusCode).toBe(429);
    expect(late.json().code).toBe('auth/too-many-requests');
  });

  it('checks at most 5 of 50 parallel wrong reset codes; the right code is refused afterwards', async () => {
    const user = await createUser(app);
    await insertPasswordReset(app.database.db, {
      userId: user.id,
      codeHash: hmac(app.tokens.secret, RIGHT),
      tokenHash: sha256(randomToken()),
      expiresAt: new Date(Date.now() + 600_000),
    });
    const reset = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: user.email, code, newPassword: 'ao-so-mi-trang-9' },
      });

    const answers = await Promise.all(Array.from({ length: 50 }, () => reset(WRONG)));
    const statuses = answers.map((a) => a.statusCode);
    expect(codes(statuses, 400)).toBe(CODE_MAX_ATTEMPTS);
    expect(codes(statuses, 429)).toBe(50 - CODE_MAX_ATTEMPTS);

    const [row] = await app.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row!.attempts).toBe(CODE_MAX_ATTEMPTS);
    const late = await reset(RIGHT);
    expect(late.statusCode).toBe(429);
    expect(late.json().code).toBe('auth/too-many-requests');
  });
});
