import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { codeIn } from '../../test/mail-catcher';
import { startMailedApp, type MailCatcher } from '../../test/mailed-app';
import { queueSettled } from '../../test/queue-settled';

/**
 * Forgot-password and e-mail-link sign-in must not tell a registered address from an unknown one
 * by the answer or by its time: the request only takes the throttles and enqueues one job, the
 * same for both, and the account's work (token, mail) happens in the job.
 */
describe('account mail off the request path', () => {
  let app: FastifyInstance;
  let mail: MailCatcher;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, mail, close } = await startMailedApp()));
  afterAll(() => close());

  /** The account-mail jobs enqueued for `email`, as the queue keeps them (kind only: the rest is per request). */
  const jobsFor = async (email: string) => {
    const { rows } = await app.database.executeSql(
      `select data->>'kind' as kind from pgboss.job where name = 'account-mail' and data->>'email' = $1`,
      [email],
    );
    return rows;
  };

  for (const [name, url] of [
    ['forgot-password', '/api/auth/forgot-password'],
    ['e-mail-link sign-in', '/api/auth/signin/email-link'],
  ] as const) {
    it(`${name}: one queued job and the same answer for a registered and an unknown e-mail; only the account gets mail`, async () => {
      const user = await createUser(app);
      const stranger = `nguoi-la-${Date.now()}@st.tsa.test`;
      const ask = (email: string, remoteAddress: string) =>
        app.inject({ method: 'POST', url, payload: { email }, remoteAddress });
      const known = await ask(user.email, '10.32.3.1');
      const unknown = await ask(stranger, '10.32.3.2');
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.json()).toEqual(known.json());

      const kind = name === 'forgot-password' ? 'password-reset' : 'sign-in-link';
      expect(await jobsFor(user.email)).toEqual([{ kind }]);
      expect(await jobsFor(stranger)).toEqual([{ kind }]);

      const message = await mail.waitFor(user.email);
      if (kind === 'password-reset') expect(codeIn(message)).toMatch(/^\d{6}$/);
      else expect(message.text).toContain('https://giatsay.example.vn/auth/email-link?token=');
      await queueSettled(app, 'account-mail');
      expect(mail.to(stranger)).toHaveLength(0);
      expect(mail.to(user.email)).toHaveLength(1);
    });
  }
});
