/** Helpers for the report tests (imported by *.test.ts only). */
import type { Report } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { authHeader, testAdmin } from '../../test/factories';
import { advanceTo, placeOrder } from '../../test/orders';

export type Headers = { authorization: string };

/** Real, tiny images (1×1 pixel) that decode: the server checks their bytes and re-encodes them. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKpAB//Z',
  'base64',
);
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

export interface FilePart {
  bytes: Buffer;
  name: string;
  /** What the client claims; the server must not believe it. */
  type: string;
  field?: string;
}

/** A multipart/form-data body and its content-type (with boundary), built the way a browser does. */
export async function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field ?? 'photos', new Blob([file.bytes], { type: file.type }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  };
}

export async function postReportForm(
  app: FastifyInstance,
  headers: Headers,
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const body = await multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

export async function reportOf(
  app: FastifyInstance,
  headers: Headers,
  orderId: string,
  extra: Record<string, unknown> = {},
): Promise<Report> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/reports',
    headers,
    payload: { orderId, type: 'DAMAGED', description: 'Áo sơ mi bị rách ở tay áo', ...extra },
  });
  if (response.statusCode !== 201) throw new Error(`report not created: ${response.statusCode} ${response.body}`);
  return response.json() as Report;
}

export const png = (name = 'anh.png'): FilePart => ({ bytes: PNG, name, type: 'image/png' });

/**
 * An order of `headers`' student walked to COMPLETED by an admin: a lost-or-damaged claim is
 * filed from a completed order only (decision 043).
 */
export async function completedOrder(app: FastifyInstance, headers: Headers) {
  const order = await placeOrder(app, headers);
  await advanceTo(app, await authHeader(app, await testAdmin(app)), order.id, 'COMPLETED');
  return order;
}
