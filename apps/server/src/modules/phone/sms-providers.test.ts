import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ESMS_CREDENTIALS,
  SPEEDSMS_TOKEN,
  startEsmsStandIn,
  startSpeedSmsStandIn,
  startTwilioStandIn,
  TWILIO_CREDENTIALS,
} from '../../test/sms-stand-ins';
import { runWaitingJobsNow } from '../../test/queue-settled';
import { createTestApp } from '../../test/test-app';
import { freshNumber, startCode, verifyCode } from './phone-test-kit';

const QUICK_JOBS = { JOBS_POLL_SECONDS: '0.5', JOBS_RETRY_DELAY_SECONDS: '1' };

/** An app whose log lines (info and up) are kept, to check what the SMS job writes there. */
async function appWithLog(env: Record<string, string>) {
  const lines: string[] = [];
  const app = await createTestApp({
    env: { ...QUICK_JOBS, LOG_LEVEL: 'info', ...env },
    logStream: { write: (line) => lines.push(line) },
  });
  return { app, lines };
}

const waitFor = <T>(check: () => T) => vi.waitFor(check, { timeout: 15_000, interval: 50 });

describe('SMS providers', () => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });
  const closeLater = (app: FastifyInstance, standIn?: { close(): Promise<void> }) => {
    closing.push(async () => {
      await app.close();
      await standIn?.close();
    });
  };

  it('eSMS: brandname customer-care SMS with the credentials in the body', async () => {
    const esms = await startEsmsStandIn();
    const { app, lines } = await appWithLog({ SMS_PROVIDER: 'esms', ESMS_URL: esms.url, ...ESMS_CREDENTIALS });
    closeLater(app, esms);
    const number = freshNumber();
    await startCode(app, number.typed);
    const request = await waitFor(() => {
      expect(esms.received).toHaveLength(1);
      return esms.received[0]!;
    });
    expect(request.path).toBe('/MainService.svc/json/SendMultipleMessage_V4_post_json');
    expect(request.body).toMatchObject({ ...pick(ESMS_CREDENTIALS), Phone: number.esms, SmsType: '2' });
    const code = /\b(\d{6})\b/.exec(String(request.body.Content))![1]!;
    await waitFor(() => expect(lines.some((line) => line.includes('sms accepted by the provider'))).toBe(true));
    expect((await verifyCode(app, number.typed, code)).statusCode).toBe(200);
    expect(lines.filter((line) => line.includes(code))).toEqual([]);
  });

  it('SpeedSMS: the access token as basic-auth user; a refusal is retried and never logs the code', async () => {
    const speedsms = await startSpeedSmsStandIn({ failFirst: 1 });
    const { app, lines } = await appWithLog({
      SMS_PROVIDER: 'speedsms',
      SPEEDSMS_URL: speedsms.url,
      SPEEDSMS_ACCESS_TOKEN: SPEEDSMS_TOKEN,
    });
    closeLater(app, speedsms);
    const number = freshNumber();
    await startCode(app, number.typed);
    // Each look moves the refused job past its retry's back-off instead of waiting for it.
    const request = await waitFor(async () => {
      await runWaitingJobsNow(app, 'sms');
      expect(speedsms.received).toHaveLength(2);
      return speedsms.received[1]!;
    });
    expect(request.path).toBe('/index.php/sms/send');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${SPEEDSMS_TOKEN}:x`).toString('base64')}`);
    expect(request.body).toMatchObject({ to: [number.esms], sms_type: 4 });
    const code = /\b(\d{6})\b/.exec(String(request.body.content))![1]!;
    await waitFor(() => expect(lines.some((line) => line.includes('sms accepted by the provider'))).toBe(true));
    expect(lines.filter((line) => line.includes('sms refused, will retry'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes(code))).toEqual([]);
    expect((await verifyCode(app, number.typed, code)).statusCode).toBe(200);
  });

  it('Twilio Verify: our code as CustomCode, basic auth with the account sid and token', async () => {
    const twilio = await startTwilioStandIn();
    const { app, lines } = await appWithLog({ SMS_PROVIDER: 'twilio', TWILIO_URL: twilio.url, ...TWILIO_CREDENTIALS });
    closeLater(app, twilio);
    const number = freshNumber();
    await startCode(app, number.typed);
    const request = await waitFor(() => {
      expect(twilio.received.length).toBeGreaterThan(0);
      return twilio.received[0]!;
    });
    expect(request.path).toBe(`/v2/Services/${TWILIO_CREDENTIALS.TWILIO_VERIFY_SERVICE_SID}/Verifications`);
    const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token } = TWILIO_CREDENTIALS;
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`);
    expect(request.body).toMatchObject({
      To: number.e164,
      Channel: 'sms',
      CustomCode: expect.stringMatching(/^\d{6}$/),
    });
    await waitFor(() => expect(lines.some((line) => line.includes('sms accepted by the provider'))).toBe(true));
    expect((await verifyCode(app, number.typed, String(request.body.CustomCode))).statusCode).toBe(200);
  });

  it('log (the default): the message goes to the log and to DATA_DIR/sms/', async () => {
    const { app, lines } = await appWithLog({});
    closeLater(app);
    const number = freshNumber();
    await startCode(app, number.typed);
    const smsDir = path.join(app.config.dataDir, 'sms');
    const [file] = await waitFor(async () => {
      const files = await readdir(smsDir);
      expect(files).toHaveLength(1);
      return files;
    });
    const text = await readFile(path.join(smsDir, file!), 'utf8');
    expect(text).toContain(`To: ${number.e164}`);
    const code = /\b(\d{6})\b/.exec(text)![1]!;
    expect(lines.some((line) => line.includes('SMS_PROVIDER=log') && line.includes(code))).toBe(true);
    expect((await verifyCode(app, number.typed, code)).statusCode).toBe(200);
  });
});

/** The eSMS credentials as its request body names them. */
function pick(credentials: typeof ESMS_CREDENTIALS) {
  return {
    ApiKey: credentials.ESMS_API_KEY,
    SecretKey: credentials.ESMS_SECRET_KEY,
    Brandname: credentials.ESMS_BRANDNAME,
  };
}
