import type { Config } from '../../../config';
import { basicAuth, postToProvider, SmsProviderError, trimBase, type SmsSender } from './sender';

/** A message from the default brandname (Verify/Notify): no brandname of our own to register. */
const SMS_TYPE_DEFAULT_BRANDNAME = 4;
/** With a registered SPEEDSMS_SENDER (brandname). */
const SMS_TYPE_BRANDNAME = 3;

/** SpeedSMS (`/sms/send`): the access token is the basic-auth user, `x` the password. */
export function speedSmsSender(config: Config): SmsSender {
  const url = `${trimBase(config.SPEEDSMS_URL)}/sms/send`;
  return {
    name: 'speedsms',
    async send(message) {
      const answer = (await postToProvider('speedsms', url, {
        headers: {
          'content-type': 'application/json',
          authorization: basicAuth(config.SPEEDSMS_ACCESS_TOKEN ?? '', 'x'),
        },
        body: JSON.stringify({
          to: [message.to.replace(/^\+/, '')],
          content: message.text,
          sms_type: config.SPEEDSMS_SENDER ? SMS_TYPE_BRANDNAME : SMS_TYPE_DEFAULT_BRANDNAME,
          sender: config.SPEEDSMS_SENDER ?? '',
        }),
      })) as { status?: string; code?: string; message?: string; data?: { tranId?: number | string } };
      if (answer.status !== 'success') {
        throw new SmsProviderError('speedsms', `code ${answer.code ?? '?'} ${answer.message ?? ''}`.trim());
      }
      return { reference: answer.data?.tranId === undefined ? undefined : String(answer.data.tranId) };
    },
  };
}
