import type { Config } from '../../../config';
import { basicAuth, postToProvider, SmsProviderError, trimBase, type SmsSender } from './sender';

/**
 * Twilio Verify with our own code (CustomCode, to be enabled on the Verify service): Twilio words
 * and localises the message; TSA keeps checking the code itself, like every other provider.
 */
export function twilioSender(config: Config): SmsSender {
  const sid = encodeURIComponent(config.TWILIO_VERIFY_SERVICE_SID ?? '');
  const url = `${trimBase(config.TWILIO_URL)}/Services/${sid}/Verifications`;
  return {
    name: 'twilio',
    async send(message) {
      const answer = (await postToProvider('twilio', url, {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: basicAuth(config.TWILIO_ACCOUNT_SID ?? '', config.TWILIO_AUTH_TOKEN ?? ''),
        },
        body: new URLSearchParams({
          To: message.to,
          Channel: 'sms',
          CustomCode: message.code,
          Locale: 'vi',
        }).toString(),
      })) as { sid?: string; status?: string };
      if (answer.status !== 'pending') throw new SmsProviderError('twilio', `status ${answer.status ?? '?'}`);
      return { reference: answer.sid };
    },
  };
}
