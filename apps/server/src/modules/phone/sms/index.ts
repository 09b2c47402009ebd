import type { FastifyInstance } from 'fastify';
import { esmsSender } from './esms';
import { logSender } from './log';
import type { SmsSender } from './sender';
import { speedSmsSender } from './speedsms';
import { twilioSender } from './twilio';

/** The provider SMS_PROVIDER names (config.ts checks its credentials are set). */
export function smsSenderOf(app: FastifyInstance): SmsSender {
  const { config } = app;
  switch (config.SMS_PROVIDER) {
    case 'esms':
      return esmsSender(config);
    case 'speedsms':
      return speedSmsSender(config);
    case 'twilio':
      return twilioSender(config);
    case 'log':
      return logSender(config.dataDir, app.log);
  }
}
