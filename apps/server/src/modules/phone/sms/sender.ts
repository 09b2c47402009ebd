/** One text message carrying a sign-in code. */
export interface SmsMessage {
  /** E.164 (+84…). */
  to: string;
  /** The 6-digit code, for providers that word the message themselves (Twilio Verify). */
  code: string;
  /** The whole message, for providers that send our words. */
  text: string;
}

/** The provider took the message. Accepted is not delivered: the network may still lose it. */
export interface SmsAcceptance {
  /** The provider's id of the message, when it gives one (for its support). */
  reference?: string;
}

/** One SMS provider behind the same small interface (SMS_PROVIDER picks which). */
export interface SmsSender {
  readonly name: string;
  /** Resolves once the provider accepted the message; throws `SmsProviderError` otherwise (the job retries). */
  send(message: SmsMessage): Promise<SmsAcceptance>;
}

/** A provider refused or could not be reached. Never carries the message or the code. */
export class SmsProviderError extends Error {
  constructor(provider: string, detail: string) {
    super(`${provider}: ${detail}`);
    this.name = 'SmsProviderError';
  }
}

/** Longer than a provider answers on a bad day, short enough that a hung call does not hold the job. */
const PROVIDER_TIMEOUT_MS = 10_000;

/** POSTs to a provider and answers its JSON; a network failure, an HTTP error or non-JSON throws. */
export async function postToProvider(provider: string, url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new SmsProviderError(provider, `unreachable (${(error as Error).name})`);
  }
  const body = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new SmsProviderError(provider, `HTTP ${response.status}, not JSON`);
  }
  if (!response.ok) {
    const detail = json && typeof json === 'object' ? JSON.stringify(pickErrorFields(json)) : '';
    throw new SmsProviderError(provider, `HTTP ${response.status} ${detail}`.trim());
  }
  return json;
}

/** The fields providers explain an error with, and nothing else of what they echo back. */
function pickErrorFields(json: object): Record<string, unknown> {
  const keep = ['code', 'message', 'status', 'CodeResult', 'ErrorMessage', 'more_info'];
  return Object.fromEntries(Object.entries(json).filter(([key]) => keep.includes(key)));
}

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** Drops a trailing slash so `${base}/path` never doubles it. */
export const trimBase = (url: string) => url.replace(/\/+$/, '');
