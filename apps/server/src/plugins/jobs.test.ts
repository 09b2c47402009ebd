import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { codeIn } from '../test/mail-catcher';
import { startMailedApp, type MailCatcher } from '../test/mailed-app';

describe('the job queue', () => {
  let app: FastifyInstance;
  let mail: MailCatcher;
  let close: () => Promise<void>;
  // The workers look for jobs once a minute here: a mail that arrives within the catcher's five
  // seconds was not found by a poll.
  beforeAll(async () => ({ app, mail, close } = await startMailedApp({ JOBS_POLL_SECONDS: '60' })));
  afterAll(() => close());

  it('works a job sent on its own at once, not at the next poll: each reset code arrives straight away', async () => {
    // The second request comes once the worker has gone back to waiting for its next poll.
    for (const user of [await createUser(app), await createUser(app)]) {
      const asked = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
      });
      expect(asked.statusCode).toBe(202);
      expect(codeIn(await mail.waitFor(user.email))).toMatch(/^\d{6}$/);
    }
  });
});
