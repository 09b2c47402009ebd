import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isForeignKeyViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import {
  claimKey,
  deleteExpiredKeys,
  findKey,
  releaseKey,
  saveAnswer,
  type KeyRef,
  type StoredAnswer,
} from './repository';

const KEY_HEADER = 'idempotency-key';
const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
/** A duplicate arriving while the first request runs waits this long for its answer. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** Route hooks to spread into a creating route's options: `{ ...app.idempotent, schema, … }`. */
interface IdempotentRoute {
  preHandler: preHandlerHookHandler;
  onSend: onSendHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    idempotent: IdempotentRoute;
  }
  interface FastifyRequest {
    /** The key this request holds, until its answer is stored. */
    idempotencyClaim?: KeyRef;
  }
}

/**
 * What makes two requests "the same": method, URL (with its ids) and the validated body. A
 * multipart body is read later by the handler and cannot be compared: the URL stands for it.
 */
function fingerprint(request: FastifyRequest): string {
  const multipart = request.headers['content-type']?.startsWith('multipart/') ?? false;
  const body = multipart ? null : (request.body ?? null);
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.url, body]))
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `Idempotency-Key` on creating calls: the first request with a key runs and its answer is
 * stored; a retry with the same key and body gets that answer again (header
 * `Idempotent-Replayed: true`), one with another body is refused. Runs after authentication,
 * role checks and body validation, so a refused or malformed request never takes a key.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const db = app.database.db;

  /**
   * The key's row names its user: a user deleted (the row itself, not the soft delete) after the
   * request was authenticated cannot take one. They get what authentication now answers them.
   */
  async function claimKeyOf(ref: KeyRef, requestHash: string): Promise<boolean> {
    try {
      return await claimKey(db, ref, requestHash);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('auth/user-not-found', { statusCode: 401 });
      throw error;
    }
  }

  async function answerOf(ref: KeyRef, requestHash: string): Promise<StoredAnswer> {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const row = await findKey(db, ref);
      if (row && row.requestHash !== requestHash) throw new AppError('request/idempotency-key-reused');
      if (row?.statusCode != null) return row;
      // Gone: the first request released it; taking it now is as good as arriving first.
      if (!row && (await claimKeyOf(ref, requestHash))) throw new Retake();
      if (Date.now() > deadline) throw new AppError('request/idempotency-in-progress');
      await sleep(POLL_MS);
    }
  }

  const preHandler: preHandlerHookHandler = async function (request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers[KEY_HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) throw new AppError('request/idempotency-key-invalid');
    const ref = { userId: request.user.id, key };
    const requestHash = fingerprint(request);
    if (!(await claimKeyOf(ref, requestHash))) {
      try {
        const answer = await answerOf(ref, requestHash);
        reply.code(answer.statusCode!).header(REPLAYED_HEADER, 'true');
        if (answer.contentType) reply.header('content-type', answer.contentType);
        return reply.send(answer.responseBody ?? '');
      } catch (error) {
        if (!(error instanceof Retake)) throw error;
      }
    }
    request.idempotencyClaim = ref;
  };

  const onSend: onSendHookHandler = async function (request, reply, payload) {
    const ref = request.idempotencyClaim;
    if (!ref) return payload;
    request.idempotencyClaim = undefined;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const contentType = reply.getHeader('content-type');
      await saveAnswer(db, ref, {
        statusCode: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : 'application/json; charset=utf-8',
        responseBody: payload.toString(),
      });
    } else {
      await releaseKey(db, ref);
    }
    return payload;
  };

  app.decorate('idempotent', { preHandler, onSend });

  const cleanup = setInterval(() => {
    deleteExpiredKeys(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not delete expired idempotency keys'),
    );
  }, CLEANUP_EVERY_MS);
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));
});

/** The key was released while waiting and this request took it: it runs as the first one. */
class Retake extends Error {}
