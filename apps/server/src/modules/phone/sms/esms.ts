import type { Config } from '../../../config';
import { postToProvider, SmsProviderError, trimBase, type SmsSender } from './sender';

/** eSMS.vn answers "100" when it accepted the request; every other CodeResult is a refusal. */
const ACCEPTED = '100';
/** Customer care (OTP) through a registered brandname. */
const SMS_TYPE_CUSTOMER_CARE = '2';

/** eSMS.vn brandname OTP (SendMultipleMessage_V4_post_json). Takes a Vietnamese number without the +. */
export function esmsSender(config: Config): SmsSender {
  const url = `${trimBase(config.ESMS_URL)}/SendMultipleMessage_V4_post_json`;
  return {
    name: 'esms',
    async send(message) {
      const answer = (await postToProvider('esms', url, {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ApiKey: config.ESMS_API_KEY,
          SecretKey: config.ESMS_SECRET_KEY,
          Brandname: config.ESMS_BRANDNAME,
          Phone: message.to.replace(/^\+/, ''),
          Content: message.text,
          SmsType: SMS_TYPE_CUSTOMER_CARE,
          IsUnicode: '0',
        }),
      })) as { CodeResult?: string; SMSID?: string; ErrorMessage?: string };
      if (String(answer.CodeResult) !== ACCEPTED) {
        throw new SmsProviderError(
          'esms',
          `CodeResult ${answer.CodeResult ?? '?'} ${answer.ErrorMessage ?? ''}`.trim(),
        );
      }
      return { reference: answer.SMSID };
    },
  };
}
