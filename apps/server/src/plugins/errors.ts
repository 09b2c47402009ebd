import { STATUS_CODES as STATUS_TEXTS } from 'node:http';
import type { Socket } from 'node:net';
import { ERRORS, type ApiErrorBody, type ErrorCode } from '@tsa/shared';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error';
import type { NotFoundParams } from '../lib/route-schemas';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request/invalid-json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request/invalid-json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request/unsupported-media-type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request/payload-too-large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request/bad-request',
};

const FIELD_CODES: Record<string, ErrorCode> = {
  email: 'auth/invalid-email',
  confirmPassword: 'auth/password-mismatch',
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'request/bad-request',
  401: 'auth/unauthenticated',
  403: 'auth/forbidden',
  404: 'resource/not-found',
  405: 'request/method-not-allowed',
  409: 'request/conflict',
  413: 'request/payload-too-large',
  415: 'request/unsupported-media-type',
  429: 'auth/too-many-requests',
  503: 'server/unavailable',
};

function body(code: ErrorCode, extra: Partial<ApiErrorBody> = {}): ApiErrorBody {
  return { statusCode: ERRORS[code].status, code, message: ERRORS[code].message, ...extra };
}

/** Turns a dotted list of validation problems into `{field: message}` and one readable sentence. */
function validationBody(error: { validation: { instancePath: string; message?: string }[] }): ApiErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message ?? ERRORS['request/invalid-input'].message;
  }
  const [first] = Object.entries(fields);
  const message = first
    ? `${ERRORS['request/invalid-input'].message}: ${first[0] === '_' ? '' : `${first[0]} — `}${first[1]}`
    : ERRORS['request/invalid-input'].message;
  // The contract's clients know provider codes for some fields; keep them.
  const fieldCode = Object.keys(FIELD_CODES).find((field) => field in fields);
  const code: ErrorCode = fieldCode ? FIELD_CODES[fieldCode]! : 'request/invalid-input';
  return { ...body(code), message, fields };
}

interface ValidationIssue {
  message?: string;
  params?: { params?: Partial<NotFoundParams> };
}

/** A path id its schema refused as malformed (`uuidParam`): the resource's own 404, as for an unknown id. */
function malformedIdBody(error: {
  validation: ValidationIssue[];
  validationContext?: string;
}): ApiErrorBody | undefined {
  if (error.validationContext !== 'params') return undefined;
  const issue = error.validation.find((item) => item.params?.params?.notFound);
  const code = issue?.params?.params?.notFound;
  return code ? { ...body(code), message: issue.message ?? ERRORS[code].message } : undefined;
}

export function toErrorBody(error: FastifyError | Error, request: FastifyRequest): ApiErrorBody {
  if (isAppError(error)) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      fields: error.fields,
      mfa: error.mfa,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) return malformedIdBody(error) ?? validationBody(error);
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return validationBody(fastifyError as never);
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return body('server/internal');
  }
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) return body(mapped);
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    const code = STATUS_CODES[status] ?? 'request/bad-request';
    return { ...body(code), statusCode: status };
  }
  request.log.error({ err: error }, 'unexpected error');
  return body('server/internal');
}

/** The one place where every failure becomes `{statusCode, code, message}` in Vietnamese. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const payload = toErrorBody(error, request);
    if (isAppError(error) && error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(payload.statusCode).type('application/json; charset=utf-8').send(payload);
  });
});

export function notFoundBody(): ApiErrorBody {
  return body('request/not-found');
}

/**
 * What Node answers before there is a request to route (a client too slow to send its request,
 * headers too large, bytes that are not HTTP), in our shape and words too; Fastify's default
 * answers in English. The connection is closed after it.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const payload =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? body('request/timeout')
      : { ...body('request/bad-request'), ...(error.code === 'HPE_HEADER_OVERFLOW' ? { statusCode: 431 } : {}) };
  if (socket.writable) {
    const text = JSON.stringify(payload);
    socket.write(
      `HTTP/1.1 ${payload.statusCode} ${STATUS_TEXTS[payload.statusCode] ?? ''}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
