import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSentTo, esmsEnv, freshNumber, startCode, type EsmsStandIn } from '../modules/phone/phone-test-kit';
import { createUser } from '../test/factories';
import { codeIn } from '../test/mail-catcher';
import { startMailedApp, type MailCatcher } from '../test/mailed-app';
import { startEsmsStandIn } from '../test/sms-stand-ins';

describe('the job queue', () => {
  let app: FastifyInstance;
  let mail: MailCatcher;
  let close: () => Promise<void>;
  let esms: EsmsStandIn;
  // The workers look for jobs once a minute here: a mail or an SMS that arrives within the
  // waits' few seconds was not found by a poll.
  beforeAll(async () => {
    esms = await startEsmsStandIn();
    ({ app, mail, close } = await startMailedApp(esmsEnv(esms, { JOBS_POLL_SECONDS: '60' })));
  });
  afterAll(async () => {
    await close();
    await esms.close();
  });

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

  it('works a job sent inside a transaction once it commits: each SMS code leaves straight away', async () => {
    for (const number of [freshNumber(), freshNumber()]) {
      expect((await startCode(app, number.typed)).statusCode).toBe(202);
      expect(await codeSentTo(esms, number.esms)).toMatch(/^\d{6}$/);
    }
  });

  it("keeps each queue's retries as the config says: this app's one-second delay replaced the database's 30", async () => {
    const { rows } = await app.database.executeSql(
      'select name, retry_limit as "limit", retry_delay as "delay" from pgboss.queue where name in ($1, $2) order by name',
      ['account-mail', 'sms'],
    );
    expect(rows).toEqual([
      { name: 'account-mail', limit: app.config.JOBS_RETRY_LIMIT, delay: 1 },
      { name: 'sms', limit: app.config.JOBS_RETRY_LIMIT, delay: 1 },
    ]);
  });
});
