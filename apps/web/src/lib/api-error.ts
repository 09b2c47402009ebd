import type { SigninChallenge } from '@tsa/shared';

export const FALLBACK_ERROR_MESSAGE = 'Đã có lỗi xảy ra. Vui lòng thử lại';
export const NETWORK_ERROR_MESSAGE = 'Không thể kết nối tới máy chủ. Vui lòng kiểm tra mạng và thử lại';

/** A failed API call, carrying the server's `{statusCode, code, message}`. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** Per-field messages of a validation failure, keyed by dotted path. */
  readonly fields?: Record<string, string>;
  /** From a 429's `Retry-After` header: how long to wait before trying again. */
  readonly retryAfterSeconds?: number;
  /** With `auth/multi-factor-auth-required`: the challenge the sign-in's second step answers. */
  mfa?: SigninChallenge;
  /**
   * Set when the call failed because the session ended and could not be renewed: the user is
   * already on the way to the sign-in page, which says so, so no message about the call itself.
   */
  endedSession?: true;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show a user for any thrown value. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return FALLBACK_ERROR_MESSAGE;
}
