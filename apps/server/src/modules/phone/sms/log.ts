import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sender';

/**
 * No provider (the default): the message goes to the log and to DATA_DIR/sms/, so someone running
 * the product locally can still read their code, as e-mail without SMTP_URL goes to DATA_DIR/mail/.
 */
export function logSender(dataDir: string, log: FastifyBaseLogger): SmsSender {
  const smsDir = path.join(dataDir, 'sms');
  return {
    name: 'log',
    async send(message) {
      await mkdir(smsDir, { recursive: true });
      const file = path.join(smsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.slice(1)}.txt`);
      await writeFile(file, `To: ${message.to}\n\n${message.text}\n`);
      log.info({ to: message.to, file }, `sms (not sent, SMS_PROVIDER=log):\n${message.text}`);
      return { reference: path.basename(file) };
    },
  };
}
