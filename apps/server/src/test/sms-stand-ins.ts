import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** What a stand-in received: the path, the headers and the decoded body. */
export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface SmsStandInOptions {
  /** Answers this many requests with a provider error first (HTTP 500), then as the provider would. */
  failFirst?: number;
}

type Handler = (request: ReceivedRequest) => { status: number; body: object };

/**
 * A loopback HTTP server speaking one SMS provider's API: it records every request, checks the
 * credentials like the provider does, and answers the provider's success or error shape.
 */
async function startStandIn(handle: Handler, options: SmsStandInOptions) {
  const received: ReceivedRequest[] = [];
  let failures = options.failFirst ?? 0;
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = String(req.headers['content-type']).includes('json')
      ? (JSON.parse(raw || '{}') as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(raw));
    const request = { path: req.url ?? '', headers: req.headers, body };
    received.push(request);
    const answer =
      failures > 0 ? ((failures -= 1), { status: 500, body: { message: 'Internal error' } }) : handle(request);
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const basicOf = (headers: IncomingMessage['headers']) => {
  const [scheme, value] = String(headers.authorization ?? '').split(' ');
  return scheme === 'Basic' && value ? Buffer.from(value, 'base64').toString('utf8') : '';
};

export const ESMS_CREDENTIALS = { ESMS_API_KEY: 'esms-api-key', ESMS_SECRET_KEY: 'esms-secret', ESMS_BRANDNAME: 'TSA' };

/** eSMS.vn: `SendMultipleMessage_V4_post_json`, credentials in the JSON body, CodeResult "100" when accepted. */
export async function startEsmsStandIn(options: SmsStandInOptions = {}) {
  let sent = 0;
  const standIn = await startStandIn(({ path, body }) => {
    if (!path.endsWith('/SendMultipleMessage_V4_post_json')) return { status: 404, body: { message: 'Not found' } };
    if (body.ApiKey !== ESMS_CREDENTIALS.ESMS_API_KEY || body.SecretKey !== ESMS_CREDENTIALS.ESMS_SECRET_KEY) {
      return { status: 200, body: { CodeResult: '101', ErrorMessage: 'Authorize Failed' } };
    }
    if (body.Brandname !== ESMS_CREDENTIALS.ESMS_BRANDNAME || String(body.SmsType) !== '2') {
      return { status: 200, body: { CodeResult: '104', ErrorMessage: 'Brandname không tồn tại hoặc đã bị hủy' } };
    }
    sent += 1;
    return { status: 200, body: { CodeResult: '100', CountRegenerate: 0, SMSID: `esms-${sent}` } };
  }, options);
  const accepted = () =>
    standIn.received.filter((r) => r.path.endsWith('_post_json') && r.body.ApiKey === ESMS_CREDENTIALS.ESMS_API_KEY);
  return {
    ...standIn,
    url: `${standIn.origin}/MainService.svc/json`,
    /** The messages it accepted for `phone` (as eSMS takes it: 84…). */
    messagesTo: (phone: string) =>
      accepted()
        .filter((r) => r.body.Phone === phone)
        .map((r) => String(r.body.Content)),
  };
}

export const SPEEDSMS_TOKEN = 'speedsms-access-token';

/** SpeedSMS: `/sms/send`, the access token as basic-auth user, status "success" when accepted. */
export async function startSpeedSmsStandIn(options: SmsStandInOptions = {}) {
  const standIn = await startStandIn(({ path, headers }) => {
    if (!path.endsWith('/index.php/sms/send')) return { status: 404, body: { status: 'error', code: '404' } };
    if (basicOf(headers) !== `${SPEEDSMS_TOKEN}:x`) {
      return { status: 200, body: { status: 'error', code: '009', message: 'Account not allow to call the API' } };
    }
    return {
      status: 200,
      body: { status: 'success', code: '00', data: { tranId: 4711, totalSMS: 1, totalPrice: 250, invalidPhone: [] } },
    };
  }, options);
  return { ...standIn, url: `${standIn.origin}/index.php` };
}

export const TWILIO_CREDENTIALS = {
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'twilio-auth-token',
  TWILIO_VERIFY_SERVICE_SID: 'VA0123456789abcdef0123456789abcdef',
};

/** Twilio Verify: `Services/{sid}/Verifications`, form-encoded, basic auth sid:token, 201 "pending". */
export async function startTwilioStandIn(options: SmsStandInOptions = {}) {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_VERIFY_SERVICE_SID: service } = TWILIO_CREDENTIALS;
  const standIn = await startStandIn(({ path, headers, body }) => {
    if (path !== `/v2/Services/${service}/Verifications`) {
      return { status: 404, body: { code: 20404, message: 'The requested resource was not found', status: 404 } };
    }
    if (basicOf(headers) !== `${sid}:${token}`)
      return { status: 401, body: { code: 20003, message: 'Authenticate', status: 401 } };
    return {
      status: 201,
      body: {
        sid: 'VE0123',
        service_sid: service,
        to: body.To,
        channel: body.Channel,
        status: 'pending',
        valid: false,
      },
    };
  }, options);
  return { ...standIn, url: `${standIn.origin}/v2` };
}
