import type { FastifyRequest } from 'fastify';

/** Where a request came from, as the audit log and the session list keep it. */
export interface RequestOrigin {
  ip: string;
  userAgent?: string;
}

export const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
