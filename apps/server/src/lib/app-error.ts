import { ERRORS, type ErrorCode } from '@tsa/shared';

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
    } = {},
  ) {
    super(options.message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.statusCode = options.statusCode ?? ERRORS[code].status;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
