/** Pieces every route schema repeats: the bearer requirement, the error answers, an `/:id` param. */
import { errorBodySchema } from '@tsa/shared';
import { z } from 'zod';

/** OpenAPI: the route needs `Authorization: Bearer <access token>`. */
export const bearerSecurity = [{ bearerAuth: [] }];

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** The documented error answers of a route: `{statusCode, code, message}` for each status. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}

/** `/:id` of a resource, described for the API reference: `idParamsOf('đơn hàng')`. */
export function idParamsOf(resource: string) {
  return z.object({ id: z.string().describe(`Mã ${resource} (uuid)`) });
}
