import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { users } from '../../db/schema';
import { createUser, type UserOverrides } from '../../test/factories';
import { ESMS_CREDENTIALS, type startEsmsStandIn } from '../../test/sms-stand-ins';

export type EsmsStandIn = Awaited<ReturnType<typeof startEsmsStandIn>>;

/** The environment of an app whose SMS go to an eSMS stand-in, with its job queue polled often. */
export const esmsEnv = (esms: EsmsStandIn, extra: Record<string, string> = {}) => ({
  SMS_PROVIDER: 'esms',
  ESMS_URL: esms.url,
  ...ESMS_CREDENTIALS,
  JOBS_POLL_SECONDS: '0.5',
  JOBS_RETRY_DELAY_SECONDS: '1',
  ...extra,
});

let numbers = 0;
let addresses = 0;

/** A Vietnamese mobile number no other test of the run uses: as typed, in E.164, as eSMS takes it. */
export function freshNumber(prefix = '91') {
  numbers += 1;
  const national = `${prefix}${String(process.pid % 1000).padStart(3, '0')}${String(numbers).padStart(4, '0')}`;
  return {
    typed: `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
    e164: `+84${national}`,
    esms: `84${national}`,
  };
}

/** A client address of its own, so one test's requests never count against another's cap. */
export const freshAddress = () => `10.77.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

export const startCode = (app: FastifyInstance, phoneNumber: string, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/auth/phone/start', payload: { phoneNumber }, remoteAddress });

export const verifyCode = (app: FastifyInstance, phoneNumber: string, code: string, query = '') =>
  app.inject({ method: 'POST', url: `/api/auth/phone/verify${query}`, payload: { phoneNumber, code } });

/** Waits for the `n`-th SMS the stand-in accepted for the number and answers its code. */
export async function codeSentTo(esms: EsmsStandIn, esmsNumber: string, n = 1): Promise<string> {
  const text = await vi.waitFor(
    () => {
      const messages = esms.messagesTo(esmsNumber);
      expect(messages.length).toBeGreaterThanOrEqual(n);
      return messages[n - 1]!;
    },
    { timeout: 15_000, interval: 50 },
  );
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in SMS: ${text}`);
  return code;
}

/** A user whose number an SMS code proved (so it signs in). */
export async function userWithVerifiedPhone(app: FastifyInstance, e164: string, overrides: UserOverrides = {}) {
  const user = await createUser(app, { phoneNumber: e164, ...overrides });
  await app.database.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, user.id));
  return user;
}

/** A different 6-digit code from `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
