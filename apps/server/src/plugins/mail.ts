import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * E-mail through SMTP_URL; without it every message is rendered to the log and to
 * DATA_DIR/mail/ so someone running the product locally can still read their codes.
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { SMTP_URL, MAIL_FROM, dataDir } = app.config;
  let transport: Transporter;
  if (SMTP_URL) {
    transport = nodemailer.createTransport(SMTP_URL);
  } else {
    transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  const mailDir = path.join(dataDir, 'mail');
  app.decorate<Mailer>('mailer', {
    async send(message) {
      const info = await transport.sendMail({ from: MAIL_FROM, ...message });
      if (SMTP_URL) {
        app.log.info({ to: message.to, subject: message.subject }, 'mail sent');
        return;
      }
      await mkdir(mailDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      app.log.info(
        { to: message.to, subject: message.subject, file },
        `mail (not sent, no SMTP_URL):\n${message.text}`,
      );
    },
  });
  app.addHook('onClose', async () => transport.close());
});
