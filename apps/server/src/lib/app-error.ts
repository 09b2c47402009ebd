import { ERRORS, type ApiErrorBody, type ErrorCode } from '@tsa/shared';

/** A failure the client should see: a stable code, its HTTP status and a Vietnamese message. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    options: {
      message?: string;
      fields?: Record<string, string>;
      statusCode?: number;
      retryAfterSeconds?: number;
      mfa?: ApiErrorBody['mfa'];
    } = {},
  ) {
    super(options.message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.statusCode = options.statusCode ?? ERRORS[code].status;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.mfa = options.mfa;
  }

  readonly mfa?: ApiErrorBody['mfa'];
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
