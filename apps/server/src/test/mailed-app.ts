import type { FastifyInstance } from 'fastify';
import { startMailCatcher } from './mail-catcher';
import { createTestApp } from './test-app';

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/**
 * A test app whose e-mail goes to an SMTP catcher of its own, with links built on a public https
 * address (the account mails' links and the secure cookies need one). `close` ends both.
 */
export async function startMailedApp(env: Record<string, string> = {}): Promise<{
  app: FastifyInstance;
  mail: MailCatcher;
  close(): Promise<void>;
}> {
  const mail = await startMailCatcher();
  const app = await createTestApp({ env: { SMTP_URL: mail.url, PUBLIC_URL: 'https://giatsay.example.vn', ...env } });
  return {
    app,
    mail,
    close: async () => {
      await app.close();
      await mail.close();
    },
  };
}
